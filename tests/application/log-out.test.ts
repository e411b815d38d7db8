import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteSystem } from '@/application/remote-system-error';
import { LOGOUT_WAIT_MS, LogOut } from '@/application/session/log-out';
import { PendingLogout } from '@/application/session/pending-logout';
import { SessionStore } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { PageCache } from '@/application/site/page-cache';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { viewerFor } from '../support/demo-proposals';
import { logInAs, openAnotherTab, openWorldTab, storedText, type WorldTab } from '../support/session-fakes';

describe('LogOut', () => {
  let worldTab: WorldTab;
  let membershipSession: string;
  let proposalToken: string;
  const store = () => worldTab.container.get(SessionStore).snapshot();
  const pending = () => worldTab.container.get(PendingLogout).snapshot();
  const logOut = () => worldTab.container.get(LogOut).execute();

  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    // A page seen while logged in, cached for this user.
    await worldTab.container.get(SyncSession).reload();
    membershipSession = worldTab.world.membership.currentSession ?? '';
    // The proposal page was opened: the proposal system handed out a bearer token.
    await worldTab.world.proposals.login(viewerFor(DEMO_ACCOUNTS.member));
    proposalToken = worldTab.world.proposals.heldToken ?? '';
  });

  afterEach(() => vi.useRealTimers());

  const expectNothingOfTheUserLeft = () => {
    expect(store()).toMatchObject({ session: { userId: 0 }, user: null });
    expect(worldTab.world.membership.currentSession).toBeNull();
    const stored = storedText(worldTab.sessionStorage) + storedText(worldTab.persistentStorage);
    const { mail, lastName, accountName } = DEMO_ACCOUNTS.member.user;
    for (const trace of [mail, lastName, accountName, membershipSession]) {
      expect(stored).not.toContain(trace);
    }
    expect(worldTab.container.get(PageCache).get(7, '/')).toBeUndefined();
  };

  /** Whether the server side still holds that system's session of the member. */
  const isOpen = (system: RemoteSystem): boolean => {
    const { accounts, membership, proposals } = worldTab.world;
    if (system === 'drupal') return accounts.loggedInUid === 7;
    if (system === 'sewobe') return membership.isOpen(membershipSession);
    return proposals.accepts(proposalToken);
  };
  const SYSTEMS: readonly RemoteSystem[] = ['drupal', 'sewobe', 'proposals'];
  const openSystems = () => SYSTEMS.filter(isOpen);
  const outageOf = (system: RemoteSystem) =>
    ({
      drupal: worldTab.world.accounts,
      sewobe: worldTab.world.membership,
      proposals: worldTab.world.proposals,
    })[system].outage;
  /** Watches each system's logout call, letting it through. */
  const watchLogouts = () => ({
    drupal: vi.spyOn(worldTab.world.accounts, 'logOut'),
    sewobe: vi.spyOn(worldTab.world.membership, 'logOut'),
    proposals: vi.spyOn(worldTab.world.proposals, 'logout'),
  });
  const sessionsOpen = (...systems: RemoteSystem[]) => ({
    ok: false,
    error: { kind: 'sessions-open', systems },
  });

  it('ends all three sessions and clears user, session, membership session and cached pages', async () => {
    expect(membershipSession).not.toBe('');
    expect(openSystems()).toEqual(SYSTEMS);
    expect(storedText(worldTab.sessionStorage)).toContain(DEMO_ACCOUNTS.member.user.mail);
    await expect(logOut()).resolves.toEqual({ ok: true, value: undefined });
    expect(openSystems()).toEqual([]);
    expect(pending()).toEqual({ userId: null, failed: false });
    expect(worldTab.container.get(LogOut).snapshot()).toEqual({ open: [], ended: [] });
    expectNothingOfTheUserLeft();
  });

  it('does not call the proposal system when no token was obtained', async () => {
    await worldTab.world.proposals.logout();
    const calls = watchLogouts();
    worldTab.world.proposals.outage.start();
    await expect(logOut()).resolves.toEqual({ ok: true, value: undefined });
    expect(calls.proposals).toHaveBeenCalledOnce();
  });

  it('clears local state when the content system fails, and says its session may still be open', async () => {
    worldTab.world.accounts.outage.start();
    await expect(logOut()).resolves.toEqual(sessionsOpen('drupal'));
    expect(pending()).toEqual({ userId: 7, failed: true });
    expectNothingOfTheUserLeft();
  });

  describe.each(SYSTEMS)('when the %s system cannot be reached', (system) => {
    it('still ends the others, clears local state and names it; Try again retries it alone', async () => {
      outageOf(system).start();
      await expect(logOut()).resolves.toEqual(sessionsOpen(system));
      expect(openSystems()).toEqual([system]);
      expect(worldTab.container.get(LogOut).snapshot()).toEqual({ open: [system], ended: [] });
      expectNothingOfTheUserLeft();

      outageOf(system).end();
      const calls = watchLogouts();
      await expect(worldTab.container.get(LogOut).retry()).resolves.toEqual({
        ok: true,
        value: undefined,
      });
      for (const other of SYSTEMS) expect(calls[other]).toHaveBeenCalledTimes(other === system ? 1 : 0);
      expect(openSystems()).toEqual([]);
      // Said until the member closes the word of it, however often the notice is drawn meanwhile.
      expect(worldTab.container.get(LogOut).snapshot()).toEqual({ open: [], ended: [system] });
      worldTab.container.get(LogOut).dismissEnded();
      expect(worldTab.container.get(LogOut).snapshot()).toEqual({ open: [], ended: [] });
    });

    it('keeps naming it while Try again fails too', async () => {
      outageOf(system).start();
      await logOut();
      await expect(worldTab.container.get(LogOut).retry()).resolves.toEqual(sessionsOpen(system));
      expect(worldTab.container.get(LogOut).snapshot()).toEqual({ open: [system], ended: [] });
    });
  });

  describe.each(SYSTEMS)('when the %s system hangs', (system) => {
    it('ends the others, clears local state after a bounded wait and names it; Try again calls it alone', async () => {
      vi.useFakeTimers();
      const calls = watchLogouts();
      calls[system].mockReturnValueOnce(new Promise<never>(() => undefined));
      const done = logOut();
      await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS);
      await expect(done).resolves.toEqual(sessionsOpen(system));
      expect(openSystems().filter((open) => open !== system)).toEqual([]);
      expect(store().session.userId).toBe(0);

      for (const call of Object.values(calls)) call.mockClear();
      await expect(worldTab.container.get(LogOut).retry()).resolves.toMatchObject({ ok: true });
      for (const other of SYSTEMS) expect(calls[other]).toHaveBeenCalledTimes(other === system ? 1 : 0);
    });
  });

  it('never takes over the session it could not end, and ends it once the system answers again', async () => {
    worldTab.world.accounts.outage.start();
    await logOut();
    worldTab.world.accounts.outage.end();
    // The server still reports member 7 with the next page answer.
    expect(worldTab.world.accounts.loggedInUid).toBe(7);
    await worldTab.container.get(SyncSession).reload();
    expect(store().session.userId).toBe(0);
    // The retry runs in the background of the page answer.
    await vi.waitFor(() => expect(pending()).toEqual({ userId: null, failed: false }));
    expect(worldTab.world.accounts.loggedInUid).toBe(0);
  });

  it('does not let another tab or a restarted browser take that session over either', async () => {
    worldTab.world.accounts.outage.start();
    await logOut();
    const other = openAnotherTab(worldTab);
    worldTab.world.accounts.outage.end();
    vi.spyOn(worldTab.world.accounts, 'logOut').mockRejectedValue(new Error('still down'));
    await other.container.get(SyncSession).reload();
    expect(other.container.get(SessionStore).snapshot().session.userId).toBe(0);
    expect(other.container.get(PendingLogout).snapshot()).toEqual({ userId: 7, failed: true });
  });

  it('retry ends the session and clears the notice', async () => {
    worldTab.world.accounts.outage.start();
    await logOut();
    worldTab.world.accounts.outage.end();
    await expect(worldTab.container.get(LogOut).retry()).resolves.toEqual({
      ok: true,
      value: undefined,
    });
    expect(worldTab.world.accounts.loggedInUid).toBe(0);
    expect(pending()).toEqual({ userId: null, failed: false });
  });

  it('names every session one Try again ended, and forgets them at the next logout', async () => {
    worldTab.world.accounts.outage.start();
    worldTab.world.proposals.outage.start();
    await logOut();
    worldTab.world.accounts.outage.end();
    worldTab.world.proposals.outage.end();
    await worldTab.container.get(LogOut).retry();
    expect(worldTab.container.get(LogOut).snapshot()).toEqual({ open: [], ended: ['drupal', 'proposals'] });
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await logOut();
    expect(worldTab.container.get(LogOut).snapshot()).toEqual({ open: [], ended: [] });
  });

  it('logs out of another tab’s login: the session of this browser ends whichever tab started it', async () => {
    const other = openAnotherTab(worldTab);
    await other.container.get(SyncSession).reload();
    expect(other.container.get(SessionStore).snapshot().session.userId).toBe(7);
    await other.container.get(LogOut).execute();
    expect(worldTab.world.accounts.loggedInUid).toBe(0);
    await worldTab.container.get(SyncSession).reload();
    // This tab heard that Logout and dropped the member as its own would: a visitor's tab, no "session ended".
    expect(store()).toMatchObject({ session: { userId: 0 }, expired: false });
  });

  it('clears local state when all three systems hang, after waiting a bounded time, and names them all', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    for (const call of Object.values(watchLogouts())) call.mockReturnValue(never);
    const done = logOut();
    await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS);
    await expect(done).resolves.toEqual(sessionsOpen(...SYSTEMS));
    expect(store().session.userId).toBe(0);
  });
});
