import { beforeEach, describe, expect, it } from 'vitest';
import type { MembershipGateway } from '@/application/session/membership-gateway';
import { credentials, DEMO_ACCOUNTS } from '../support/demo-accounts';

export interface MembershipContractWorld {
  /** One tab's adapter. */
  readonly membership: MembershipGateway;
  /** Another tab: its own SEWOBE session. */
  readonly anotherTab: () => MembershipGateway;
}

/** What every MembershipGateway does, stated once: run against the in-memory fake and the SEWOBE adapter. */
export function membershipGatewayContract(name: string, setup: () => Promise<MembershipContractWorld>): void {
  describe(`${name} (MembershipGateway contract)`, () => {
    let membership: MembershipGateway;
    let anotherTab: () => MembershipGateway;
    const logIn = async (gateway: MembershipGateway, mail: string, password: string): Promise<void> => {
      const answer = await gateway.logIn(mail, password);
      if (!answer.ok) throw new Error(`membership login refused: ${JSON.stringify(answer.error)}`);
    };

    beforeEach(async () => {
      ({ membership, anotherTab } = await setup());
    });

    it('logs a member in and keeps the session itself', async () => {
      await expect(membership.logIn(...credentials('member'))).resolves.toEqual({
        ok: true,
        value: undefined,
      });
      await expect(membership.checkSession()).resolves.toBe(true);
    });

    it('ends the session with logout', async () => {
      await logIn(membership, ...credentials('organizer'));
      await membership.logOut();
      await expect(membership.checkSession()).resolves.toBe(false);
    });

    it('keeps two tabs’ sessions apart', async () => {
      const second = anotherTab();
      await logIn(membership, ...credentials('member'));
      await logIn(second, ...credentials('editor'));
      await membership.logOut();
      await expect(second.checkSession()).resolves.toBe(true);
    });

    it('holds no session before a login, and a logout then does nothing', async () => {
      await expect(membership.checkSession()).resolves.toBe(false);
      await expect(membership.logOut()).resolves.toBeUndefined();
    });

    it('refuses wrong credentials with STATUSCODE -3 and its STATUS text', async () => {
      const answer = await membership.logIn(DEMO_ACCOUNTS.member.user.mail, 'wrong-pass');
      expect(answer).toEqual({
        ok: false,
        error: { kind: 'membership-refused', statusCode: -3, status: expect.stringMatching(/\S/) },
      });
    });

    it('refuses a locked account with STATUSCODE -5, even with the right password', async () => {
      const answer = await membership.logIn(...credentials('locked'));
      expect(answer).toMatchObject({ ok: false, error: { kind: 'membership-refused', statusCode: -5 } });
    });
  });
}
