import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_WAIT_MS } from '@/application/session/log-out';
import { TOKENS } from '@/application/tokens';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
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
  const store = () => testbed.container.get(TOKENS.SessionStore).snapshot();
  const pending = () => testbed.container.get(TOKENS.PendingLogout).snapshot();
  const logOut = () => testbed.container.get(TOKENS.LogOut).execute();

  beforeEach(async () => {
    testbed = sessionTestbed();
    await logInAs(testbed, DEMO_ACCOUNTS.member);
    // A page seen while logged in, cached for this user.
    await testbed.container.get(TOKENS.SyncSession).reload();
    membershipSession = testbed.world.membership.currentSession ?? '';
  });

  afterEach(() => vi.useRealTimers());

  const expectNothingOfTheUserLeft = () => {
    expect(store()).toMatchObject({ session: { userId: 0 }, user: null });
    expect(testbed.world.membership.currentSession).toBeNull();
    const stored = storedText(testbed.sessionStorage) + storedText(testbed.persistentStorage);
    for (const trace of ['member@example.org', 'Kowalska', 'marta.kowalska', membershipSession]) {
      expect(stored).not.toContain(trace);
    }
    expect(testbed.container.get(TOKENS.PageCache).get(7, '/')).toBeUndefined();
  };

  it('ends both sessions and clears user, session, membership session and cached pages', async () => {
    expect(membershipSession).not.toBe('');
    expect(storedText(testbed.sessionStorage)).toContain('member@example.org');
    await expect(logOut()).resolves.toEqual({ ok: true, value: undefined });
    expect(testbed.world.accounts.loggedInUid).toBe(0);
    expect(pending()).toEqual({ userId: null, failed: false });
    expectNothingOfTheUserLeft();
  });

  it('clears local state when the content system fails, and says its session may still be open', async () => {
    testbed.world.accounts.outage.start();
    await expect(logOut()).resolves.toEqual({ ok: false, error: { kind: 'server-session-open' } });
    expect(pending()).toEqual({ userId: 7, failed: true });
    expectNothingOfTheUserLeft();
  });

  it('never takes over the session it could not end, and ends it once the system answers again', async () => {
    testbed.world.accounts.outage.start();
    await logOut();
    testbed.world.accounts.outage.end();
    // The server still reports member 7 with the next page answer.
    expect(testbed.world.accounts.loggedInUid).toBe(7);
    await testbed.container.get(TOKENS.SyncSession).reload();
    expect(store().session.userId).toBe(0);
    await vi.waitFor(() => expect(testbed.world.accounts.loggedInUid).toBe(0));
    expect(pending()).toEqual({ userId: null, failed: false });
  });

  it('does not let another tab or a restarted browser take that session over either', async () => {
    testbed.world.accounts.outage.start();
    await logOut();
    const other = openAnotherTab(testbed);
    testbed.world.accounts.outage.end();
    vi.spyOn(testbed.world.accounts, 'logOut').mockRejectedValue(new Error('still down'));
    await other.container.get(TOKENS.SyncSession).reload();
    expect(other.container.get(TOKENS.SessionStore).snapshot().session.userId).toBe(0);
    expect(other.container.get(TOKENS.PendingLogout).snapshot()).toEqual({ userId: 7, failed: true });
  });

  it('retry ends the session and clears the notice', async () => {
    testbed.world.accounts.outage.start();
    await logOut();
    testbed.world.accounts.outage.end();
    await expect(testbed.container.get(TOKENS.LogOut).retry()).resolves.toEqual({
      ok: true,
      value: undefined,
    });
    expect(testbed.world.accounts.loggedInUid).toBe(0);
    expect(pending()).toEqual({ userId: null, failed: false });
  });

  it('logs out of another tab’s login: the session of this browser ends whichever tab started it', async () => {
    const other = openAnotherTab(testbed);
    await other.container.get(TOKENS.SyncSession).reload();
    expect(other.container.get(TOKENS.SessionStore).snapshot().session.userId).toBe(7);
    await other.container.get(TOKENS.LogOut).execute();
    expect(testbed.world.accounts.loggedInUid).toBe(0);
    await testbed.container.get(TOKENS.SyncSession).reload();
    expect(store()).toMatchObject({ session: { userId: 0 }, expired: true });
  });

  it('clears local state when the membership system fails; the content logout still counts', async () => {
    testbed.world.membership.outage.start();
    await expect(logOut()).resolves.toMatchObject({ ok: true });
    expectNothingOfTheUserLeft();
  });

  it('clears local state when both systems hang, after waiting a bounded time', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    vi.spyOn(testbed.world.accounts, 'logOut').mockReturnValue(never);
    vi.spyOn(testbed.world.membership, 'logOut').mockReturnValue(never);
    const done = logOut();
    await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS);
    await expect(done).resolves.toMatchObject({ ok: false });
    expect(store().session.userId).toBe(0);
  });
});
