import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingLogout } from '@/application/session/pending-logout';
import { SessionStore } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { PageCache } from '@/application/site/page-cache';
import { anonymousSession } from '@/domain/session/session';
import type { User } from '@/domain/user/user';
import { aSession } from '../support/builders';
import { DEMO_ACCOUNTS, sessionOf } from '../support/demo-accounts';
import { logInAs, logInElsewhere, openWorldTab, type WorldTab } from '../support/session-fakes';

describe('how a tab settles who is logged in', () => {
  let worldTab: WorldTab;
  const sync = () => worldTab.container.get(SyncSession);
  const sessions = () => worldTab.container.get(SessionStore);
  const ended = () => {
    const ends: unknown[] = [];
    sessions().ended$.subscribe((end) => ends.push(end));
    return ends;
  };

  beforeEach(() => {
    worldTab = openWorldTab();
  });

  describe('asking once per tab', () => {
    it('has no answer before the first one arrives, and has one after', async () => {
      expect(sync().hasAnswered).toBe(false);
      await sync().apply(anonymousSession);
      expect(sync().hasAnswered).toBe(true);
    });

    it('asks the content system for its home page once, however many screens wait, and keeps the page', async () => {
      await logInElsewhere(worldTab);
      await Promise.all([sync().askOnce(), sync().askOnce()]);
      await sync().askOnce();
      expect(worldTab.world.site.calls.pages).toEqual(['/']);
      expect(worldTab.container.get(PageCache).get(7, '/')).toBeDefined();
      expect(sessions().snapshot().session.userId).toBe(7);
    });

    it('counts a failed ask as an answer: nothing more can be learnt now', async () => {
      worldTab.world.site.outage.start();
      await expect(sync().askOnce()).resolves.toBeUndefined();
      expect(sync().hasAnswered).toBe(true);
    });
  });

  it('takes a stored user id that can never be loaded (an older build wrote it) for a visitor, without a notice', async () => {
    sessions().update({ session: aSession({ userId: -1 }) });
    const ends = ended();
    await sync().apply(anonymousSession);
    expect(sessions().snapshot()).toMatchObject({ session: { userId: 0 }, expired: false });
    expect(ends).toEqual([]);
  });

  it('ends the member whose session expired here when a page answer names another account', async () => {
    await logInAs(worldTab);
    sessions().reset({ expired: true });
    const ends = ended();
    await sync().apply(sessionOf(DEMO_ACCOUNTS.organizer));
    expect(ends).toEqual([{ userId: 7, reason: 'replaced' }]);
    expect(sessions().snapshot()).toMatchObject({ expired: false, expiredUserId: 0 });
  });

  it('clears a "session ended" notice when a login in another tab is reported', async () => {
    sessions().reset({ expired: true });
    await logInElsewhere(worldTab);
    await sync().apply(sessionOf(DEMO_ACCOUNTS.member));
    expect(sessions().snapshot()).toMatchObject({ session: { userId: 7 }, expired: false });
  });

  it('does not take over the session of a member whose logout is still pending: this tab drops them', async () => {
    await logInAs(worldTab);
    worldTab.container.get(PendingLogout).begin(7);
    await sync().apply(sessionOf(DEMO_ACCOUNTS.member));
    expect(sessions().snapshot()).toMatchObject({ session: { userId: 0 }, user: null });
  });

  it('keeps a visitor\'s "session ended" notice while a pending logout refuses the reported session', async () => {
    sessions().reset({ expired: true });
    worldTab.container.get(PendingLogout).begin(7);
    await sync().apply(sessionOf(DEMO_ACCOUNTS.member));
    expect(sessions().snapshot()).toMatchObject({ session: { userId: 0 }, expired: true });
  });

  it('drops an account that arrives after its session was replaced', async () => {
    let deliver: (user: User) => void = () => undefined;
    vi.spyOn(worldTab.world.accounts, 'getUser').mockReturnValueOnce(
      new Promise((resolve) => (deliver = resolve)),
    );
    const loading = sync().apply(sessionOf(DEMO_ACCOUNTS.member));
    await sync().apply(sessionOf(DEMO_ACCOUNTS.editor));
    deliver(DEMO_ACCOUNTS.member.user);
    await loading;
    expect(sessions().snapshot().user?.uid).not.toBe(7);
  });

  describe('taking a screen the server drew for a member', () => {
    const drawnFor = (demo = DEMO_ACCOUNTS.member) => ({ session: sessionOf(demo), user: demo.user });

    it('takes its member into an empty tab, account and all, with no call and no notice', () => {
      sessions().reset({ expired: true });
      const ends = ended();
      expect(sync().takeDrawn(drawnFor())).toBe(true);
      expect(sessions().snapshot()).toMatchObject({
        session: { userId: 7 },
        user: { uid: 7 },
        expired: false,
      });
      expect(sync().hasAnswered).toBe(true);
      expect(worldTab.world.site.calls.pages).toEqual([]);
      expect(ends).toEqual([]);
    });

    it('takes the fresh roles of the member this tab holds', async () => {
      await logInAs(worldTab);
      const promoted = {
        ...drawnFor(),
        session: { ...sessionOf(DEMO_ACCOUNTS.member), roles: { editor: 'editor' } },
      };
      expect(sync().takeDrawn(promoted)).toBe(true);
      expect(sessions().snapshot().session.roles).toEqual({ editor: 'editor' });
    });

    it('refuses it, changing nothing, in a tab that holds someone else', async () => {
      await logInAs(worldTab);
      const before = sessions().snapshot();
      expect(sync().takeDrawn(drawnFor(DEMO_ACCOUNTS.editor))).toBe(false);
      expect(sessions().snapshot()).toBe(before);
    });

    it('ends the member whose session expired here when it was drawn for another account', async () => {
      await logInAs(worldTab);
      sessions().reset({ expired: true });
      const ends = ended();
      expect(sync().takeDrawn(drawnFor(DEMO_ACCOUNTS.organizer))).toBe(true);
      expect(ends).toEqual([{ userId: 7, reason: 'replaced' }]);
      expect(sessions().snapshot()).toMatchObject({
        session: { userId: DEMO_ACCOUNTS.organizer.user.uid },
        expiredUserId: 0,
      });
    });

    it('keeps what the member whose session expired here left, when it was drawn for them', async () => {
      await logInAs(worldTab);
      sessions().reset({ expired: true });
      const ends = ended();
      expect(sync().takeDrawn(drawnFor())).toBe(true);
      expect(ends).toEqual([]);
    });

    it('refuses a member who logged out here while the content system still holds their session', () => {
      worldTab.container.get(PendingLogout).begin(7);
      expect(sync().takeDrawn(drawnFor())).toBe(false);
      expect(sessions().snapshot().session.userId).toBe(0);
    });
  });
});
