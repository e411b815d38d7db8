import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LogIn } from '@/application/session/log-in';
import { LogOut } from '@/application/session/log-out';
import { PendingLogout } from '@/application/session/pending-logout';
import { SessionStore } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { fail } from '@/domain/shared/result';
import { DRUPAL_MESSAGES } from '@/infrastructure/drupal/drupal-login-messages';
import { DEMO_ACCOUNTS, type DemoAccount } from '../support/demo-accounts';
import { logInElsewhere, sessionTestbed, type SessionTestbed } from '../support/session-fakes';

describe('LogIn', () => {
  let testbed: SessionTestbed;
  const store = () => testbed.container.get(SessionStore).snapshot();
  const logIn = (mail: string, password: string) => testbed.container.get(LogIn).execute({ mail, password });
  const logInAs = (demo: DemoAccount) => logIn(demo.user.mail, demo.password);

  beforeEach(() => {
    testbed = sessionTestbed();
  });

  it('logs a member in to both systems, with roles, membership and account from the content system', async () => {
    expect(await logInAs(DEMO_ACCOUNTS.member)).toEqual({ ok: true, value: undefined });
    const state = store();
    expect(state.session).toMatchObject({ userId: 7, isMember: true, roles: { member: 'member' } });
    expect(state.user).toMatchObject({
      firstName: 'Marta',
      lastName: 'Kowalska',
      mail: 'member@example.org',
    });
    expect(await testbed.world.membership.checkSession()).toBe(true);
    expect(state.expired).toBe(false);
  });

  it('keeps the organizer’s is_member as sent ("true")', async () => {
    await logInAs(DEMO_ACCOUNTS.organizer);
    expect(store().session).toMatchObject({ userId: 5, isMember: 'true', roles: { organizer: 'organizer' } });
  });

  it.each([
    ['a wrong password', DEMO_ACCOUNTS.member.user.mail, 'not-the-password'],
    ['an unknown e-mail address', 'nobody@example.org', 'member-pass'],
  ])(
    'refuses %s with the content system’s message, asking the membership system nothing',
    async (_case, mail, password) => {
      const membershipLogIn = vi.spyOn(testbed.world.membership, 'logIn');
      expect(await logIn(mail, password)).toEqual(
        fail({ kind: 'rejected', message: DRUPAL_MESSAGES.unrecognized }),
      );
      expect(membershipLogIn).not.toHaveBeenCalled();
      expect(store().session.userId).toBe(0);
    },
  );

  it('passes flood control’s answer on as it comes', async () => {
    vi.spyOn(testbed.world.accounts, 'logIn').mockResolvedValue(
      fail({ kind: 'rejected', message: DRUPAL_MESSAGES.flooded }),
    );
    expect(await logInAs(DEMO_ACCOUNTS.member)).toEqual(
      fail({ kind: 'rejected', message: DRUPAL_MESSAGES.flooded }),
    );
  });

  it('refuses a locked membership with its STATUSCODE and ends the content session it had started', async () => {
    const result = await logInAs(DEMO_ACCOUNTS.locked);
    expect(result).toEqual(fail({ kind: 'membership-refused', statusCode: -5, status: 'Zugang gesperrt' }));
    expect(testbed.world.accounts.loggedInUid).toBe(0);
    expect(store()).toMatchObject({ session: { userId: 0 }, user: null });
    expect(testbed.world.membership.currentSession).toBeNull();
  });

  it('says the content system could not be reached', async () => {
    testbed.world.accounts.outage.start();
    expect(await logInAs(DEMO_ACCOUNTS.member)).toEqual(
      fail({ kind: 'unreachable', message: 'Network Error' }),
    );
  });

  it('ends the content session when the membership system cannot be reached', async () => {
    testbed.world.membership.outage.start();
    expect(await logInAs(DEMO_ACCOUNTS.member)).toEqual(
      fail({ kind: 'unreachable', message: 'Network Error' }),
    );
    expect(testbed.world.accounts.loggedInUid).toBe(0);
    expect(store().session.userId).toBe(0);
  });

  it('never takes over a content session it started but could not end after a membership refusal', async () => {
    vi.spyOn(testbed.world.accounts, 'logOut').mockRejectedValueOnce(new Error('down'));
    await logInAs(DEMO_ACCOUNTS.locked);
    expect(testbed.world.accounts.loggedInUid).toBe(DEMO_ACCOUNTS.locked.user.uid);
    await testbed.container.get(SyncSession).reload();
    expect(store().session.userId).toBe(0);
  });

  describe('when the browser is logged in already ("only anonymous users")', () => {
    beforeEach(() => logInElsewhere(testbed));

    it('ends that session and logs in as whoever typed their password now', async () => {
      const contentLogOut = vi.spyOn(testbed.world.accounts, 'logOut');
      expect(await logInAs(DEMO_ACCOUNTS.editor)).toEqual({ ok: true, value: undefined });
      expect(contentLogOut).toHaveBeenCalledOnce();
      expect(testbed.world.accounts.loggedInUid).toBe(DEMO_ACCOUNTS.editor.user.uid);
      expect(store()).toMatchObject({ session: { userId: DEMO_ACCOUNTS.editor.user.uid } });
    });

    it('works for the same member too', async () => {
      expect(await logInAs(DEMO_ACCOUNTS.member)).toEqual({ ok: true, value: undefined });
      expect(store()).toMatchObject({ session: { userId: 7 }, user: { mail: 'member@example.org' } });
    });

    it('lets no wrong password through: the old session ends and the password is checked', async () => {
      const result = await logIn(DEMO_ACCOUNTS.member.user.mail, 'not-the-password');
      expect(result).toEqual(fail({ kind: 'rejected', message: DRUPAL_MESSAGES.unrecognized }));
      expect(testbed.world.accounts.loggedInUid).toBe(0);
      expect(store().session.userId).toBe(0);
    });
  });

  it('counts as logged in when both systems said yes but the page answer could not be read', async () => {
    testbed.world.site.outage.start();
    expect(await logInAs(DEMO_ACCOUNTS.member)).toEqual({ ok: true, value: undefined });
    expect(store()).toMatchObject({ session: { userId: 7 }, user: { mail: 'member@example.org' } });
  });

  it('lifts the guard of an unfinished logout: its owner asked for a session again', async () => {
    testbed.world.accounts.outage.start();
    await testbed.container
      .get(LogOut)
      .execute()
      .catch(() => undefined);
    testbed.world.accounts.outage.end();
    await logInAs(DEMO_ACCOUNTS.member);
    expect(testbed.container.get(PendingLogout).snapshot()).toEqual({ userId: null, failed: false });
    expect(store().session.userId).toBe(7);
  });

  it('clears a "session ended" notice', async () => {
    testbed.container.get(SessionStore).update({ expired: true });
    await logInAs(DEMO_ACCOUNTS.member);
    expect(store().expired).toBe(false);
  });

  it('keeps a "session ended" notice when the membership system refuses, so its form can say why', async () => {
    testbed.container.get(SessionStore).update({ expired: true });
    await logInAs(DEMO_ACCOUNTS.locked);
    expect(store().expired).toBe(true);
  });
});
