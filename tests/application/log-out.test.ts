import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_WAIT_MS } from '@/application/session/log-out';
import { TOKENS } from '@/application/tokens';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { logInAs, sessionTestbed, storedText, type SessionTestbed } from '../support/session-fakes';

describe('LogOut', () => {
  let testbed: SessionTestbed;
  let membershipSession: string;
  const store = () => testbed.container.get(TOKENS.SessionStore).snapshot();
  const logOut = () => testbed.container.get(TOKENS.LogOut).execute();

  beforeEach(async () => {
    testbed = sessionTestbed();
    await logInAs(testbed, DEMO_ACCOUNTS.member);
    // A page seen while logged in, cached for this user.
    await testbed.container.get(TOKENS.SyncSession).reload();
    membershipSession = store().membershipSession ?? '';
  });

  afterEach(() => vi.useRealTimers());

  const expectNothingOfTheUserLeft = () => {
    expect(store()).toMatchObject({
      session: { userId: 0 },
      user: null,
      tokens: null,
      membershipSession: null,
    });
    const stored = storedText(testbed.sessionStorage) + storedText(testbed.persistentStorage);
    for (const trace of ['member@example.org', 'Kowalska', 'marta.kowalska', membershipSession]) {
      expect(stored).not.toContain(trace);
    }
    expect(testbed.container.get(TOKENS.PageCache).get(7, '/')).toBeUndefined();
  };

  it('ends both sessions and clears user, session, tokens, membership session and cached pages', async () => {
    expect(storedText(testbed.sessionStorage)).toContain('member@example.org');
    await logOut();
    expect(testbed.world.accounts.loggedInUid).toBe(0);
    expect(await testbed.world.membership.checkSession(membershipSession)).toBe(false);
    expectNothingOfTheUserLeft();
  });

  it('clears local state when the content system fails', async () => {
    testbed.world.accounts.outage.start();
    await logOut();
    expectNothingOfTheUserLeft();
  });

  it('clears local state when the membership system fails', async () => {
    testbed.world.membership.outage.start();
    await logOut();
    expectNothingOfTheUserLeft();
  });

  it('clears local state when both systems hang, after waiting a bounded time', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    vi.spyOn(testbed.world.accounts, 'logOut').mockReturnValue(never);
    vi.spyOn(testbed.world.membership, 'logOut').mockReturnValue(never);
    const done = logOut();
    await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS);
    await done;
    expectNothingOfTheUserLeft();
  });

  it('skips a call it has no token for', async () => {
    testbed.container.get(TOKENS.SessionStore).update({ tokens: null, membershipSession: null });
    const contentLogOut = vi.spyOn(testbed.world.accounts, 'logOut');
    await logOut();
    expect(contentLogOut).not.toHaveBeenCalled();
    expect(store().session.userId).toBe(0);
  });
});
