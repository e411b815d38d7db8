import { describe, expect, it, vi } from 'vitest';
import { CatchUpProposals } from '@/application/proposals/catch-up-proposals';
import type { EventSettingsGateway } from '@/application/proposals/event-settings-gateway';
import type { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import type { EventSettings } from '@/domain/proposals/event-settings';
import { DEMO_EVENT_SETTINGS } from '../support/demo-proposals';

const CLOSED: EventSettings = { ...DEMO_EVENT_SETTINGS, open: false };

/** A desk in a phase, as much of it as CatchUpProposals uses. */
function aDesk(phase: 'open' | 'closed') {
  return {
    snapshot: () => ({ phase }),
    merge: vi.fn(),
    catchUpAll: vi.fn(),
  };
}

function catchUpWith(desk: ReturnType<typeof aDesk>, read: EventSettingsGateway['read']) {
  const settings = { read: vi.fn(read) };
  return { settings, catchUp: new CatchUpProposals(desk as unknown as ProposalDeskStore, settings) };
}

/** Issue 73: a tab that comes back reads the call again and brings each kind up to date. */
describe('CatchUpProposals', () => {
  it('brings every kind up to date and puts the call as read now into the open desk', async () => {
    const desk = aDesk('open');
    const { catchUp } = catchUpWith(desk, async () => CLOSED);
    await catchUp.execute();
    expect(desk.catchUpAll).toHaveBeenCalledOnce();
    expect(desk.merge).toHaveBeenCalledWith({ settings: CLOSED });
  });

  it('reads the call once for refusals that come together', async () => {
    const desk = aDesk('open');
    let answer: (settings: EventSettings) => void = () => undefined;
    const { settings, catchUp } = catchUpWith(desk, () => new Promise((resolve) => (answer = resolve)));
    const both = Promise.all([catchUp.readCall(), catchUp.readCall()]);
    answer(CLOSED);
    await both;
    expect(settings.read).toHaveBeenCalledOnce();
    const later = catchUp.readCall();
    answer(CLOSED);
    await later;
    expect(settings.read).toHaveBeenCalledTimes(2);
  });

  it('leaves the call as it was when it cannot be read, and reads nothing for a closed desk', async () => {
    const open = aDesk('open');
    await catchUpWith(open, () => Promise.reject(new Error('down'))).catchUp.readCall();
    expect(open.merge).not.toHaveBeenCalled();
    const closed = aDesk('closed');
    const { settings, catchUp } = catchUpWith(closed, async () => CLOSED);
    await catchUp.readCall();
    expect(settings.read).not.toHaveBeenCalled();
  });
});
