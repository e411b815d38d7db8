import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStore } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { PageCache } from '@/application/site/page-cache';
import { anonymousSession } from '@/domain/session/session';
import { aSession } from '../support/builders';
import { credentials, DEMO_ACCOUNTS, sessionOf } from '../support/demo-accounts';
import { logInAs, openWorldTab, storedText, type WorldTab } from '../support/session-fakes';

describe('SyncSession', () => {
  let worldTab: WorldTab;
  const sync = () => worldTab.container.get(SyncSession);
  const store = () => worldTab.container.get(SessionStore).snapshot();
  const pages = () => worldTab.container.get(PageCache);

  beforeEach(() => {
    worldTab = openWorldTab();
  });

  describe('for a visitor', () => {
    it('user id 0 keeps the visitor anonymous, with no notice', async () => {
      await sync().apply(anonymousSession);
      expect(store()).toMatchObject({ session: { userId: 0 }, expired: false });
    });

    it.each([0, -1, -42])('never loads user id %s', async (userId) => {
      const getUser = vi.spyOn(worldTab.world.accounts, 'getUser');
      await sync().apply(aSession({ userId }));
      expect(getUser).not.toHaveBeenCalled();
      expect(store().session.userId).toBe(0);
    });

    it('a reported user (logged in elsewhere in this browser) is loaded', async () => {
      await worldTab.world.accounts.logIn(...credentials('member'));
      await sync().apply(sessionOf(DEMO_ACCOUNTS.member));
      expect(store()).toMatchObject({ session: { userId: 7 }, user: { firstName: 'Marta' } });
    });
  });

  describe('for a logged-in member', () => {
    beforeEach(async () => {
      await logInAs(worldTab, DEMO_ACCOUNTS.member);
      await sync().reload();
    });

    it('user id 0 means the session ended: back to anonymous, pages dropped, the member told', async () => {
      await sync().apply(anonymousSession);
      expect(store()).toMatchObject({ session: { userId: 0 }, user: null, expired: true });
      expect(pages().get(7, '/')).toBeUndefined();
      expect(storedText(worldTab.sessionStorage)).not.toContain(DEMO_ACCOUNTS.member.user.mail);
    });

    it('a negative user id also means the session ended, and is not loaded', async () => {
      const getUser = vi.spyOn(worldTab.world.accounts, 'getUser');
      await sync().apply(aSession({ userId: -1 }));
      expect(store()).toMatchObject({ session: { userId: 0 }, expired: true });
      expect(getUser).not.toHaveBeenCalled();
    });

    it('the same id takes the fresh roles and flags without loading the account again', async () => {
      const getUser = vi.spyOn(worldTab.world.accounts, 'getUser');
      await sync().apply(aSession({ roles: { member: '', editor: 'editor' }, isMember: false }));
      expect(store().session).toMatchObject({ roles: { editor: 'editor' }, isMember: false });
      expect(getUser).not.toHaveBeenCalled();
    });

    it('another id loads that user and drops everything of the previous one', async () => {
      worldTab.world.accounts.expireSession();
      await worldTab.world.accounts.logIn(...credentials('editor'));
      await sync().apply(sessionOf(DEMO_ACCOUNTS.editor));
      expect(store()).toMatchObject({ session: { userId: 4 }, user: { firstName: 'Emma' } });
      expect(worldTab.world.membership.currentSession).toBeNull();
      expect(pages().get(7, '/')).toBeUndefined();
    });
  });

  it('retries a failed account load with the next answer for the same user', async () => {
    await worldTab.world.accounts.logIn(...credentials('member'));
    worldTab.world.accounts.outage.start();
    await sync().apply(sessionOf(DEMO_ACCOUNTS.member));
    expect(store()).toMatchObject({ session: { userId: 7 }, user: null });
    worldTab.world.accounts.outage.end();
    await sync().apply(sessionOf(DEMO_ACCOUNTS.member));
    expect(store().user?.firstName).toBe('Marta');
  });

  it('loads an account once when several page answers arrive together', async () => {
    await worldTab.world.accounts.logIn(...credentials('member'));
    const getUser = vi.spyOn(worldTab.world.accounts, 'getUser');
    const member = sessionOf(DEMO_ACCOUNTS.member);
    await Promise.all([sync().apply(member), sync().apply(member), sync().apply(member)]);
    expect(getUser).toHaveBeenCalledTimes(1);
  });

  describe('refresh (get/nothing)', () => {
    it('asks the content system to keep the session alive', async () => {
      await sync().refresh();
      expect(worldTab.world.site.calls.sessionRefreshes).toBe(1);
    });

    it('ignores a failure (docs/behaviour.md, Session sync)', async () => {
      worldTab.world.site.outage.start();
      await expect(sync().refresh()).resolves.toBeUndefined();
    });
  });
});
