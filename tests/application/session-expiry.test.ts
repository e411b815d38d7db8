import { beforeEach, describe, expect, it } from 'vitest';
import { SessionExpiry } from '@/application/session/session-expiry';
import { SessionStore } from '@/application/session/session-store';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { expireServerSession, logInAs, sessionTestbed, type SessionTestbed } from '../support/session-fakes';

describe('SessionExpiry', () => {
  let testbed: SessionTestbed;
  const expiry = () => testbed.container.get(SessionExpiry);
  const store = () => testbed.container.get(SessionStore).snapshot();
  const pageRequests = () => testbed.world.site.calls.pages.length;

  beforeEach(() => {
    testbed = sessionTestbed();
  });

  describe('after a refused call while logged in', () => {
    beforeEach(() => logInAs(testbed, DEMO_ACCOUNTS.member));

    it('finds out that the session ended and says so', async () => {
      expireServerSession(testbed);
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
      testbed.world.site.outage.start();
      await expiry().verify();
      expect(store()).toMatchObject({ session: { userId: 7 }, expired: false });
    });
  });

  it('asks nothing for a visitor', async () => {
    await expiry().verify();
    expect(pageRequests()).toBe(0);
  });

  it('dismiss() lets the visitor carry on without logging in again', async () => {
    await logInAs(testbed, DEMO_ACCOUNTS.member);
    expireServerSession(testbed);
    await expiry().verify();
    expiry().dismiss();
    expect(store()).toMatchObject({ session: { userId: 0 }, expired: false });
  });
});
