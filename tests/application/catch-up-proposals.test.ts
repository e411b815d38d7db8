import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CatchUpProposals } from '@/application/proposals/catch-up-proposals';
import { ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import type { EventSettings } from '@/domain/proposals/event-settings';
import { DEMO_EVENT_SETTINGS } from '../support/demo-proposals';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const CLOSED: EventSettings = { ...DEMO_EVENT_SETTINGS, open: false };

/** Issue 73: a tab that comes back reads the call again and brings each kind up to date. */
describe('CatchUpProposals', () => {
  let worldTab: WorldTab;
  const call = () => worldTab.world.eventSettings;
  const desk = () => worldTab.container.get(ProposalDeskStore);
  const catchUp = () => worldTab.container.get(CatchUpProposals);

  /** The member's desk, loaded and, unless `open` is false, opened (which reads the call once). */
  async function aDesk({ open = true } = {}): Promise<void> {
    await logInAs(worldTab);
    const loaded = await worldTab.container.get(ProposalDeskLoader).load();
    if (open) await loaded.open.execute();
    expect(desk().snapshot().phase).toBe(open ? 'open' : 'closed');
  }

  beforeEach(() => {
    worldTab = openWorldTab();
  });

  it('brings every kind up to date and puts the call as read now into the open desk', async () => {
    await aDesk();
    const catchUpAll = vi.spyOn(desk(), 'catchUpAll');
    call().settings = CLOSED;
    await catchUp().execute();
    expect(catchUpAll).toHaveBeenCalledOnce();
    expect(desk().snapshot()).toMatchObject({ phase: 'open', settings: CLOSED });
  });

  it('reads the call once for refusals that come together', async () => {
    await aDesk();
    const before = call().reads;
    await Promise.all([catchUp().readCall(), catchUp().readCall()]);
    expect(call().reads).toBe(before + 1);
    await catchUp().readCall();
    expect(call().reads).toBe(before + 2);
  });

  it('leaves the call as it was when it cannot be read', async () => {
    await aDesk();
    call().outage.start();
    call().settings = CLOSED;
    await catchUp().readCall();
    expect(desk().snapshot()).toMatchObject({ phase: 'open', settings: DEMO_EVENT_SETTINGS });
  });

  it('reads nothing for a desk that is not open', async () => {
    await aDesk({ open: false });
    await catchUp().readCall();
    expect(call().reads).toBe(0);
  });
});
