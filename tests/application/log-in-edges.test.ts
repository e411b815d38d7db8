import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LogIn } from '@/application/session/log-in';
import { SessionStore } from '@/application/session/session-store';
import { anonymousSession } from '@/domain/session/session';
import { fail } from '@/domain/shared/result';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { openWorldTab, type WorldTab } from '../support/session-fakes';

describe('logging in at the edges', () => {
  let worldTab: WorldTab;
  const member = DEMO_ACCOUNTS.member;
  const logIn = () =>
    worldTab.container.get(LogIn).execute({ mail: member.user.mail, password: member.password });

  beforeEach(() => {
    worldTab = openWorldTab();
  });

  it('ends no session on the way when the content system says yes at once', async () => {
    const logOut = vi.spyOn(worldTab.world.accounts, 'logOut');
    await logIn();
    expect(logOut).not.toHaveBeenCalled();
  });

  // docs/behaviour.md, Login: when the content-system login fails without a message of its own, the text is "login
  // failed": a refusal without a message, which the login form words in the reader's language
  // (login-error-message.ts).
  it('refuses without a message of its own when the browser still counts as logged in right after ending that session', async () => {
    vi.spyOn(worldTab.world.accounts, 'logIn').mockResolvedValue(fail({ kind: 'already-logged-in' }));
    expect(await logIn()).toEqual({ ok: false, error: { kind: 'rejected', message: null } });
  });

  it('lets an error that is no failed call through, instead of calling the system unreachable', async () => {
    vi.spyOn(worldTab.world.accounts, 'logIn').mockRejectedValue(new TypeError('a bug'));
    await expect(logIn()).rejects.toThrow('a bug');
  });

  it('clears a "session ended" notice even when the first page answer does not show the new session yet', async () => {
    const sessions = worldTab.container.get(SessionStore);
    sessions.reset({ expired: true });
    vi.spyOn(worldTab.world.site, 'getPage').mockResolvedValue({ node: null, session: anonymousSession });
    expect(await logIn()).toEqual({ ok: true, value: undefined });
    expect(sessions.snapshot().expired).toBe(false);
  });

  it('shows the member logged in without roles or membership until a page answer brings them', async () => {
    worldTab.world.site.outage.start();
    await logIn();
    expect(worldTab.container.get(SessionStore).snapshot().session).toEqual({
      userId: 7,
      userName: '',
      isMember: false,
      roles: {},
    });
  });
});
