import { beforeEach, describe, expect, it } from 'vitest';
import { SessionExpiry } from '@/application/session/session-expiry';
import { SessionStore } from '@/application/session/session-store';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { expireServerSession, logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

describe('SessionExpiry', () => {
  let worldTab: WorldTab;
  const expiry = () => worldTab.container.get(SessionExpiry);
  const store = () => worldTab.container.get(SessionStore).snapshot();
  const pageRequests = () => worldTab.world.site.calls.pages.length;

  beforeEach(() => {
    worldTab = openWorldTab();
  });

  describe('after a refused call while logged in', () => {
    beforeEach(() => logInAs(worldTab, DEMO_ACCOUNTS.member));

    it('finds out that the session ended and says so', async () => {
      expireServerSession(worldTab);
      await expiry().verify();
      expect(store()).toMatchObject({ session: { userId: 0 }, user: null, expired: true });
    });

    it('changes nothing when the session still holds (the refusal was about a permission)', async () => {
      await expiry().verify();
      expect(store()).toMatchObject({ session: { userId: 7 }, expired: false });
    });

    it('asks once for several refusals at the same time', async () => {
      const before = pageRequests();
      await Promise.all([expiry().verify(), expiry().verify(), expiry().verify()]);
      expect(pageRequests() - before).toBe(1);
    });

    it('changes nothing when the content system cannot be reached', async () => {
      worldTab.world.site.outage.start();
      await expiry().verify();
      expect(store()).toMatchObject({ session: { userId: 7 }, expired: false });
    });
  });

  it('asks nothing for a visitor', async () => {
    await expiry().verify();
    expect(pageRequests()).toBe(0);
  });

  it('dismiss() lets the visitor carry on without logging in again', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    expireServerSession(worldTab);
    await expiry().verify();
    expiry().dismiss();
    expect(store()).toMatchObject({ session: { userId: 0 }, expired: false });
  });
});
