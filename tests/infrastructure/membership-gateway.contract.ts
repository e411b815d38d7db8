import { beforeEach, describe, expect, it } from 'vitest';
import type { MembershipGateway, MembershipLogin } from '@/application/session/membership-gateway';

export interface MembershipContractWorld {
  readonly membership: MembershipGateway;
}

/** What every MembershipGateway does, stated once: run against the in-memory fake and the SEWOBE adapter. */
export function membershipGatewayContract(name: string, setup: () => Promise<MembershipContractWorld>): void {
  describe(`${name} (MembershipGateway contract)`, () => {
    let membership: MembershipGateway;
    const logIn = async (mail: string, password: string): Promise<MembershipLogin> => {
      const answer = await membership.logIn(mail, password);
      if (!answer.ok) throw new Error(`membership login refused: ${JSON.stringify(answer.error)}`);
      return answer.value;
    };

    beforeEach(async () => {
      ({ membership } = await setup());
    });

    it('logs a member in with a session and a valid token', async () => {
      const login = await logIn('member@example.org', 'member-pass');
      expect(login.session).toMatch(/\S/);
      expect(login.validToken).toMatch(/\S/);
    });

    it('confirms a live session and forgets it after logout', async () => {
      const { session } = await logIn('organizer@example.org', 'organizer-pass');
      await expect(membership.checkSession(session)).resolves.toBe(true);
      await membership.logOut(session);
      await expect(membership.checkSession(session)).resolves.toBe(false);
    });

    it('keeps two sessions apart', async () => {
      const first = await logIn('member@example.org', 'member-pass');
      const second = await logIn('editor@example.org', 'editor-pass');
      expect(second.session).not.toBe(first.session);
      await membership.logOut(first.session);
      await expect(membership.checkSession(second.session)).resolves.toBe(true);
    });

    it('does not know a made-up session', async () => {
      await expect(membership.checkSession('no-such-session')).resolves.toBe(false);
    });

    it('refuses wrong credentials with STATUSCODE -3 and its STATUS text', async () => {
      const answer = await membership.logIn('member@example.org', 'wrong-pass');
      expect(answer).toEqual({
        ok: false,
        error: { kind: 'membership-refused', statusCode: -3, status: expect.stringMatching(/\S/) },
      });
    });

    it('refuses a locked account with STATUSCODE -5, even with the right password', async () => {
      const answer = await membership.logIn('locked@example.org', 'locked-pass');
      expect(answer).toMatchObject({ ok: false, error: { kind: 'membership-refused', statusCode: -5 } });
    });
  });
}
