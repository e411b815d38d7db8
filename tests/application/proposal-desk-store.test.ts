import { LogOut } from '@/application/session/log-out';
import { ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_EVENT_SETTINGS } from '../support/demo-proposals';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

/**
 * The desk's state on its own: what `merge` may change, and how it resets itself at the session's end.
 * How OpenProposals fills it: open-proposals-phases.test.ts; its drafts at work: proposal-desk.test.ts.
 */
describe('ProposalDeskStore', () => {
  let worldTab: WorldTab;
  const store = () => worldTab.container.get(ProposalDeskStore);
  const open = async () => (await worldTab.container.get(ProposalDeskLoader).load()).open.execute();

  beforeEach(() => {
    vi.useFakeTimers();
    worldTab = openWorldTab();
  });
  afterEach(() => vi.useRealTimers());

  it('changes nothing by a merge unless it is open', async () => {
    await worldTab.container.get(ProposalDeskLoader).load();
    store().merge({ otherTab: true });
    expect(store().snapshot()).toEqual({ phase: 'closed' });
    store().set({ phase: 'no-event', settings: DEMO_EVENT_SETTINGS });
    store().merge({ otherTab: true });
    expect(store().snapshot()).toEqual({ phase: 'no-event', settings: DEMO_EVENT_SETTINGS });
  });

  it('ends its drafts at a logout: their state completes', async () => {
    await logInAs(worldTab);
    await open();
    const desk = store().snapshot();
    if (desk.phase !== 'open') throw new Error(`The desk is ${desk.phase}`);
    const complete = vi.fn();
    desk.drafts.paper.store.state$.subscribe({ complete });
    await worldTab.container.get(LogOut).execute();
    expect(complete).toHaveBeenCalledOnce();
    expect(store().snapshot()).toEqual({ phase: 'closed' });
  });
});
