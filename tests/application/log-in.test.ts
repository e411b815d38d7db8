import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LogIn } from '@/application/session/log-in';
import { LogOut } from '@/application/session/log-out';
import { PendingLogout } from '@/application/session/pending-logout';
import { SessionStore } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { fail } from '@/domain/shared/result';
import { DRUPAL_ACCOUNT_MESSAGES } from '@/infrastructure/drupal/drupal-account-messages';
import { DEMO_ACCOUNTS, type DemoAccount } from '../support/demo-accounts';
import { logInElsewhere, openWorldTab, type WorldTab } from '../support/session-fakes';

describe('LogIn', () => {
  let worldTab: WorldTab;
  const store = () => worldTab.container.get(SessionStore).snapshot();
  const logIn = (mail: string, password: string) => worldTab.container.get(LogIn).execute({ mail, password });
  const logInAs = (demo: DemoAccount) => logIn(demo.user.mail, demo.password);

  beforeEach(() => {
    worldTab = openWorldTab();
  });

  it('logs a member in to both systems, with roles, membership and account from the content system', async () => {
    expect(await logInAs(DEMO_ACCOUNTS.member)).toEqual({ ok: true, value: undefined });
    const state = store();
    expect(state.session).toMatchObject({ userId: 7, isMember: true, roles: { member: 'member' } });
    expect(state.user).toEqual(DEMO_ACCOUNTS.member.user);
    expect(await worldTab.world.membership.checkSession()).toBe(true);
    expect(state.expired).toBe(false);
  });

  it('keeps the organizer’s is_member as sent ("true")', async () => {
    await logInAs(DEMO_ACCOUNTS.organizer);
    expect(store().session).toMatchObject({ userId: 5, isMember: 'true', roles: { organizer: 'organizer' } });
  });

  it.each([
    ['a wrong password', DEMO_ACCOUNTS.member.user.mail, 'not-the-password'],
    ['an unknown e-mail address', 'nobody@example.org', DEMO_ACCOUNTS.member.password],
  ])(
    'refuses %s with the content system’s message, asking the membership system nothing',
    async (_case, mail, password) => {
      const membershipLogIn = vi.spyOn(worldTab.world.membership, 'logIn');
      expect(await logIn(mail, password)).toEqual(
        fail({ kind: 'rejected', message: DRUPAL_ACCOUNT_MESSAGES.unrecognized }),
      );
      expect(membershipLogIn).not.toHaveBeenCalled();
      expect(store().session.userId).toBe(0);
    },
  );

  it('passes flood control’s answer on as it comes', async () => {
    vi.spyOn(worldTab.world.accounts, 'logIn').mockResolvedValue(
      fail({ kind: 'rejected', message: DRUPAL_ACCOUNT_MESSAGES.flooded }),
    );
    expect(await logInAs(DEMO_ACCOUNTS.member)).toEqual(
      fail({ kind: 'rejected', message: DRUPAL_ACCOUNT_MESSAGES.flooded }),
    );
  });

  it('refuses a locked membership with its STATUSCODE and ends the content session it had started', async () => {
    const result = await logInAs(DEMO_ACCOUNTS.locked);
    expect(result).toEqual(fail({ kind: 'membership-refused', statusCode: -5, status: 'Zugang gesperrt' }));
    expect(worldTab.world.accounts.loggedInUid).toBe(0);
    expect(store()).toMatchObject({ session: { userId: 0 }, user: null });
    expect(worldTab.world.membership.currentSession).toBeNull();
  });

  it('says the content system could not be reached', async () => {
    worldTab.world.accounts.outage.start();
    expect(await logInAs(DEMO_ACCOUNTS.member)).toEqual(
      fail({ kind: 'unreachable', message: 'Network Error' }),
    );
  });

  it('ends the content session when the membership system cannot be reached', async () => {
    worldTab.world.membership.outage.start();
    expect(await logInAs(DEMO_ACCOUNTS.member)).toEqual(
      fail({ kind: 'unreachable', message: 'Network Error' }),
    );
    expect(worldTab.world.accounts.loggedInUid).toBe(0);
    expect(store().session.userId).toBe(0);
  });

  it('never takes over a content session it started but could not end after a membership refusal', async () => {
    vi.spyOn(worldTab.world.accounts, 'logOut').mockRejectedValueOnce(new Error('down'));
    await logInAs(DEMO_ACCOUNTS.locked);
    expect(worldTab.world.accounts.loggedInUid).toBe(DEMO_ACCOUNTS.locked.user.uid);
    await worldTab.container.get(SyncSession).reload();
    expect(store().session.userId).toBe(0);
  });

  describe('when the browser is logged in already ("only anonymous users")', () => {
    beforeEach(() => logInElsewhere(worldTab));

    it('ends that session and logs in as whoever typed their password now', async () => {
      const drupalLogOut = vi.spyOn(worldTab.world.accounts, 'logOut');
      expect(await logInAs(DEMO_ACCOUNTS.editor)).toEqual({ ok: true, value: undefined });
      expect(drupalLogOut).toHaveBeenCalledOnce();
      expect(worldTab.world.accounts.loggedInUid).toBe(DEMO_ACCOUNTS.editor.user.uid);
      expect(store()).toMatchObject({ session: { userId: DEMO_ACCOUNTS.editor.user.uid } });
    });

    it('works for the same member too', async () => {
      expect(await logInAs(DEMO_ACCOUNTS.member)).toEqual({ ok: true, value: undefined });
      expect(store()).toMatchObject({
        session: { userId: 7 },
        user: { mail: DEMO_ACCOUNTS.member.user.mail },
      });
    });

    it('lets no wrong password through: the old session ends and the password is checked', async () => {
      const result = await logIn(DEMO_ACCOUNTS.member.user.mail, 'not-the-password');
      expect(result).toEqual(fail({ kind: 'rejected', message: DRUPAL_ACCOUNT_MESSAGES.unrecognized }));
      expect(worldTab.world.accounts.loggedInUid).toBe(0);
      expect(store().session.userId).toBe(0);
    });
  });

  it('counts as logged in when both systems said yes but the page answer could not be read', async () => {
    worldTab.world.site.outage.start();
    expect(await logInAs(DEMO_ACCOUNTS.member)).toEqual({ ok: true, value: undefined });
    expect(store()).toMatchObject({ session: { userId: 7 }, user: { mail: DEMO_ACCOUNTS.member.user.mail } });
  });

  it('lifts the guard of an unfinished logout: its owner asked for a session again', async () => {
    worldTab.world.accounts.outage.start();
    await worldTab.container
      .get(LogOut)
      .execute()
      .catch(() => undefined);
    worldTab.world.accounts.outage.end();
    await logInAs(DEMO_ACCOUNTS.member);
    expect(worldTab.container.get(PendingLogout).snapshot()).toEqual({ userId: null, failed: false });
    expect(store().session.userId).toBe(7);
  });

  it('clears a "session ended" notice', async () => {
    worldTab.container.get(SessionStore).update({ expired: true });
    await logInAs(DEMO_ACCOUNTS.member);
    expect(store().expired).toBe(false);
  });

  it('keeps a "session ended" notice when the membership system refuses, so its form can say why', async () => {
    worldTab.container.get(SessionStore).update({ expired: true });
    await logInAs(DEMO_ACCOUNTS.locked);
    expect(store().expired).toBe(true);
  });
});
