import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import { ProposalDeskStore, type DeskState } from '@/application/proposals/proposal-desk-store';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const WORKSHOP = {
  title: 'Archives in motion',
  description: 'A workshop on moving-image archives.',
  format: 'Short inputs, then work in small groups.',
  participants: ['Ana Duarte, Lisbon', 'Jonas Berg, Oslo'],
};

/** Issue 81: an organizer's count of sent forms follows their own send, without a reload. */
describe('the counts of sent forms', () => {
  let worldTab: WorldTab;
  const desk = () => worldTab.container.get(ProposalDeskStore);
  const counts = () => {
    const state = desk().snapshot();
    return state.phase === 'open' ? state.counts : null;
  };

  async function openAsOrganizer(): Promise<Extract<DeskState, { phase: 'open' }>> {
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    await (await worldTab.container.get(ProposalDeskLoader).load()).open.execute();
    await vi.advanceTimersByTimeAsync(0);
    const state = desk().snapshot();
    if (state.phase !== 'open') throw new Error(`The desk is ${state.phase}`);
    return state;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    worldTab = openWorldTab();
  });
  afterEach(() => vi.useRealTimers());

  it('moves the kind’s count at once after the organizer’s own send, reading nothing again', async () => {
    const { drafts } = await openAsOrganizer();
    expect(counts()).toEqual({ panel: 1, paper: 1, workshop: 0 });
    const countReads = vi.spyOn(worldTab.world.proposals, 'count');
    drafts.workshop.autosave.edit(WORKSHOP);
    await vi.advanceTimersByTimeAsync(2000);
    const sending = drafts.workshop.send.execute();
    await vi.advanceTimersByTimeAsync(100);
    expect((await sending).ok).toBe(true);
    expect(counts()).toEqual({ panel: 1, paper: 1, workshop: 1 });
    expect(countReads).not.toHaveBeenCalled();
  });

  it('stays as it was when the send fails', async () => {
    const { drafts } = await openAsOrganizer();
    drafts.workshop.autosave.edit(WORKSHOP);
    await vi.advanceTimersByTimeAsync(2000);
    worldTab.world.proposals.outage.start();
    const sending = drafts.workshop.send.execute();
    await vi.advanceTimersByTimeAsync(100);
    expect((await sending).ok).toBe(false);
    expect(counts()).toEqual({ panel: 1, paper: 1, workshop: 0 });
  });
});
