import { beforeEach, describe, expect, it } from 'vitest';
import type { EventSettingsGateway } from '@/application/proposals/event-settings-gateway';
import { MISSING_TEXT, shownText } from '@/domain/proposals/event-settings';

export interface EventSettingsContractWorld {
  readonly settings: EventSettingsGateway;
}

/** What every EventSettingsGateway makes of the seeded call: run against the fake and the Drupal adapter. */
export function eventSettingsContract(name: string, setup: () => Promise<EventSettingsContractWorld>): void {
  describe(`${name} (EventSettingsGateway contract)`, () => {
    let settings: EventSettingsGateway;
    beforeEach(async () => {
      ({ settings } = await setup());
    });

    it('reads the open call of the 2027 conference with its texts, the workshop intro missing', async () => {
      const call = await settings.read();
      expect(call).toMatchObject({
        eventId: '2027',
        eventTitle: expect.stringContaining('NECS 2027'),
        open: true,
        intros: {
          panel: expect.stringContaining('three or four papers'),
          paper: expect.stringContaining('300 words'),
          workshop: null,
        },
        submitText: expect.stringContaining('<p>'),
        completedText: expect.stringContaining('Thank you'),
        errorText: expect.stringContaining('office@necs.org'),
      });
      expect(shownText(call.intros.workshop)).toBe(MISSING_TEXT);
    });
  });
}
