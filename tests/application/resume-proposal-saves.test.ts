import { LogOut } from '@/application/session/log-out';
import { SessionExpiry } from '@/application/session/session-expiry';
import { ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { expireServerSession, logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const PAPER = { title: 'Slow cinema', abstract: 'Duration.', keywords: [], bio: '', references: '' };

/**
 * When the saves that waited go again, beyond the two cases proposal-desk.test.ts walks through (the
 * network back, a login in place): not for someone else, again after a failed renewal, never after a logout.
 */
describe('ResumeProposalSaves', () => {
  let worldTab: WorldTab;
  const proposals = () => worldTab.world.proposals;
  const store = () => worldTab.container.get(ProposalDeskStore);

  /** The member's paper with an edit that found the session over, waiting for a login in place. */
  async function editWaitingForLogin() {
    await logInAs(worldTab);
    await (await worldTab.container.get(ProposalDeskLoader).load()).open.execute();
    const desk = store().snapshot();
    if (desk.phase !== 'open') throw new Error(`The desk is ${desk.phase}`);
    proposals().expireToken();
    expireServerSession(worldTab);
    desk.drafts.paper.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    expect(desk.drafts.paper.store.snapshot().sync).toMatchObject({ state: 'device', waitingFor: 'login' });
    return desk.drafts.paper;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    worldTab = openWorldTab();
  });
  afterEach(() => vi.useRealTimers());

  it('logs in to the proposal system again after a failed renewal, at the next login as the member', async () => {
    const paper = await editWaitingForLogin();
    const login = vi.spyOn(proposals(), 'login').mockRejectedValue(new RemoteSystemError('proposals', 500));
    await logInAs(worldTab);
    await vi.advanceTimersByTimeAsync(0);
    expect(login).toHaveBeenCalled();
    expect(paper.store.snapshot().sync.state).toBe('device');
    login.mockRestore();
    await logInAs(worldTab);
    await vi.advanceTimersByTimeAsync(0);
    expect(paper.store.snapshot().sync.state).toBe('saved');
  });

  it('asks for no second proposal-system login when the session ended before the desk opened', async () => {
    await logInAs(worldTab);
    const loaded = await worldTab.container.get(ProposalDeskLoader).load();
    expireServerSession(worldTab);
    await worldTab.container.get(SessionExpiry).verify();
    await logInAs(worldTab);
    await loaded.open.execute();
    const logins = proposals().logins.length;
    await logInAs(worldTab);
    await vi.advanceTimersByTimeAsync(0);
    expect(proposals().logins).toHaveLength(logins);
  });

  it('saves nothing of the member’s for another user who logs in', async () => {
    await editWaitingForLogin();
    const { logins, calls } = proposals();
    const [loginsBefore, callsBefore] = [logins.length, calls.length];
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    await vi.advanceTimersByTimeAsync(0);
    expect(logins).toHaveLength(loginsBefore);
    expect(calls).toHaveLength(callsBefore);
  });

  it('no longer saves when the network comes back after a logout', async () => {
    await logInAs(worldTab);
    await (await worldTab.container.get(ProposalDeskLoader).load()).open.execute();
    const flushAll = vi.spyOn(store(), 'flushAll');
    await worldTab.container.get(LogOut).execute();
    worldTab.world.connectivity.set(false);
    worldTab.world.connectivity.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(flushAll).not.toHaveBeenCalled();
  });
});
