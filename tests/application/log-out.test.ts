import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteSystem } from '@/application/remote-system-error';
import { LOGOUT_WAIT_MS, LogOut } from '@/application/session/log-out';
import { PendingLogout } from '@/application/session/pending-logout';
import { SessionStore } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { PageCache } from '@/application/site/page-cache';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { viewerFor } from '../support/demo-proposals';
import {
  logInAs,
  openAnotherTab,
  sessionTestbed,
  storedText,
  type SessionTestbed,
} from '../support/session-fakes';

describe('LogOut', () => {
  let testbed: SessionTestbed;
  let membershipSession: string;
  let proposalToken: string;
  const store = () => testbed.container.get(SessionStore).snapshot();
  const pending = () => testbed.container.get(PendingLogout).snapshot();
  const logOut = () => testbed.container.get(LogOut).execute();

  beforeEach(async () => {
    testbed = sessionTestbed();
    await logInAs(testbed, DEMO_ACCOUNTS.member);
    // A page seen while logged in, cached for this user.
    await testbed.container.get(SyncSession).reload();
    membershipSession = testbed.world.membership.currentSession ?? '';
    // The proposal page was opened: the proposal system handed out a bearer token.
    await testbed.world.proposals.login(viewerFor(DEMO_ACCOUNTS.member));
    proposalToken = testbed.world.proposals.heldToken ?? '';
  });

  afterEach(() => vi.useRealTimers());

  const expectNothingOfTheUserLeft = () => {
    expect(store()).toMatchObject({ session: { userId: 0 }, user: null });
    expect(testbed.world.membership.currentSession).toBeNull();
    const stored = storedText(testbed.sessionStorage) + storedText(testbed.persistentStorage);
    const { mail, lastName, accountName } = DEMO_ACCOUNTS.member.user;
    for (const trace of [mail, lastName, accountName, membershipSession]) {
      expect(stored).not.toContain(trace);
    }
    expect(testbed.container.get(PageCache).get(7, '/')).toBeUndefined();
  };

  /** Whether the server side still holds that system's session of the member. */
  const isOpen = (system: RemoteSystem): boolean => {
    const { accounts, membership, proposals } = testbed.world;
    if (system === 'drupal') return accounts.loggedInUid === 7;
    if (system === 'sewobe') return membership.isOpen(membershipSession);
    return proposals.accepts(proposalToken);
  };
  const SYSTEMS: readonly RemoteSystem[] = ['drupal', 'sewobe', 'proposals'];
  const openSystems = () => SYSTEMS.filter(isOpen);
  const outageOf = (system: RemoteSystem) =>
    ({
      drupal: testbed.world.accounts,
      sewobe: testbed.world.membership,
      proposals: testbed.world.proposals,
    })[system].outage;
  /** Watches each system's logout call, letting it through. */
  const watchLogouts = () => ({
    drupal: vi.spyOn(testbed.world.accounts, 'logOut'),
    sewobe: vi.spyOn(testbed.world.membership, 'logOut'),
    proposals: vi.spyOn(testbed.world.proposals, 'logout'),
  });
  const sessionsOpen = (...systems: RemoteSystem[]) => ({
    ok: false,
    error: { kind: 'sessions-open', systems },
  });

  it('ends all three sessions and clears user, session, membership session and cached pages', async () => {
    expect(membershipSession).not.toBe('');
    expect(openSystems()).toEqual(SYSTEMS);
    expect(storedText(testbed.sessionStorage)).toContain(DEMO_ACCOUNTS.member.user.mail);
    await expect(logOut()).resolves.toEqual({ ok: true, value: undefined });
    expect(openSystems()).toEqual([]);
    expect(pending()).toEqual({ userId: null, failed: false });
    expect(testbed.container.get(LogOut).snapshot()).toEqual({ open: [] });
    expectNothingOfTheUserLeft();
  });

  it('does not call the proposal system when no token was obtained', async () => {
    await testbed.world.proposals.logout();
    const calls = watchLogouts();
    testbed.world.proposals.outage.start();
    await expect(logOut()).resolves.toEqual({ ok: true, value: undefined });
    expect(calls.proposals).toHaveBeenCalledOnce();
  });

  it('clears local state when the content system fails, and says its session may still be open', async () => {
    testbed.world.accounts.outage.start();
    await expect(logOut()).resolves.toEqual(sessionsOpen('drupal'));
    expect(pending()).toEqual({ userId: 7, failed: true });
    expectNothingOfTheUserLeft();
  });

  describe.each(SYSTEMS)('when the %s system cannot be reached', (system) => {
    it('still ends the others, clears local state and names it; Try again retries it alone', async () => {
      outageOf(system).start();
      await expect(logOut()).resolves.toEqual(sessionsOpen(system));
      expect(openSystems()).toEqual([system]);
      expect(testbed.container.get(LogOut).snapshot()).toEqual({ open: [system] });
      expectNothingOfTheUserLeft();

      outageOf(system).end();
      const calls = watchLogouts();
      await expect(testbed.container.get(LogOut).retry()).resolves.toEqual({
        ok: true,
        value: undefined,
      });
      for (const other of SYSTEMS) expect(calls[other]).toHaveBeenCalledTimes(other === system ? 1 : 0);
      expect(openSystems()).toEqual([]);
      expect(testbed.container.get(LogOut).snapshot()).toEqual({ open: [] });
    });

    it('keeps naming it while Try again fails too', async () => {
      outageOf(system).start();
      await logOut();
      await expect(testbed.container.get(LogOut).retry()).resolves.toEqual(sessionsOpen(system));
      expect(testbed.container.get(LogOut).snapshot()).toEqual({ open: [system] });
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
      await expect(testbed.container.get(LogOut).retry()).resolves.toMatchObject({ ok: true });
      for (const other of SYSTEMS) expect(calls[other]).toHaveBeenCalledTimes(other === system ? 1 : 0);
    });
  });

  it('never takes over the session it could not end, and ends it once the system answers again', async () => {
    testbed.world.accounts.outage.start();
    await logOut();
    testbed.world.accounts.outage.end();
    // The server still reports member 7 with the next page answer.
    expect(testbed.world.accounts.loggedInUid).toBe(7);
    await testbed.container.get(SyncSession).reload();
    expect(store().session.userId).toBe(0);
    // The retry runs in the background of the page answer.
    await vi.waitFor(() => expect(pending()).toEqual({ userId: null, failed: false }));
    expect(testbed.world.accounts.loggedInUid).toBe(0);
  });

  it('does not let another tab or a restarted browser take that session over either', async () => {
    testbed.world.accounts.outage.start();
    await logOut();
    const other = openAnotherTab(testbed);
    testbed.world.accounts.outage.end();
    vi.spyOn(testbed.world.accounts, 'logOut').mockRejectedValue(new Error('still down'));
    await other.container.get(SyncSession).reload();
    expect(other.container.get(SessionStore).snapshot().session.userId).toBe(0);
    expect(other.container.get(PendingLogout).snapshot()).toEqual({ userId: 7, failed: true });
  });

  it('retry ends the session and clears the notice', async () => {
    testbed.world.accounts.outage.start();
    await logOut();
    testbed.world.accounts.outage.end();
    await expect(testbed.container.get(LogOut).retry()).resolves.toEqual({
      ok: true,
      value: undefined,
    });
    expect(testbed.world.accounts.loggedInUid).toBe(0);
    expect(pending()).toEqual({ userId: null, failed: false });
  });

  it('logs out of another tab’s login: the session of this browser ends whichever tab started it', async () => {
    const other = openAnotherTab(testbed);
    await other.container.get(SyncSession).reload();
    expect(other.container.get(SessionStore).snapshot().session.userId).toBe(7);
    await other.container.get(LogOut).execute();
    expect(testbed.world.accounts.loggedInUid).toBe(0);
    await testbed.container.get(SyncSession).reload();
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
