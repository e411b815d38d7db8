import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountGateway, AccountLogin } from '@/application/session/account-gateway';
import { credentials, DEMO_ACCOUNTS } from '../support/demo-accounts';

export interface AccountContractWorld {
  /** A fresh, anonymous browser. */
  readonly accounts: AccountGateway;
  /** Another tab of the same browser (a new tab, or the same one after a reload): same cookie session. */
  readonly anotherTab: () => AccountGateway;
}

const MEMBER = DEMO_ACCOUNTS.member;

/** What every AccountGateway does, stated once: run against the in-memory fake and the Drupal adapter. */
export function accountGatewayContract(name: string, setup: () => Promise<AccountContractWorld>): void {
  describe(`${name} (AccountGateway contract)`, () => {
    let accounts: AccountGateway;
    let anotherTab: () => AccountGateway;
    const logInMember = async (): Promise<AccountLogin> => {
      const answer = await accounts.logIn(...credentials('member'));
      if (!answer.ok) throw new Error(`member login refused: ${JSON.stringify(answer.error)}`);
      return answer.value;
    };

    beforeEach(async () => {
      ({ accounts, anotherTab } = await setup());
    });

    it('logs in with e-mail and password: the numeric uid, and no token for the caller to carry', async () => {
      await expect(logInMember()).resolves.toEqual({ uid: 7 });
    });

    it("loads the logged-in user's own account", async () => {
      await logInMember();
      await expect(accounts.getUser(MEMBER.user.uid)).resolves.toEqual(MEMBER.user);
    });

    it("refuses another user's account with 403", async () => {
      await logInMember();
      await expect(accounts.getUser(5)).rejects.toMatchObject({ name: 'RemoteSystemError', status: 403 });
    });

    it('never asks for user ids of 0 or less', async () => {
      await expect(accounts.getUser(0)).rejects.toThrow(RangeError);
      await expect(accounts.getUser(-1)).rejects.toThrow(RangeError);
    });

    it("refuses a wrong password or an unknown account with Drupal's message", async () => {
      const unrecognized = {
        ok: false,
        error: { kind: 'rejected', message: 'Sorry, unrecognized username or password.' },
      };
      await expect(accounts.logIn(MEMBER.user.mail, 'wrong-pass')).resolves.toEqual(unrecognized);
      await expect(accounts.logIn('nobody@example.org', 'whatever')).resolves.toEqual(unrecognized);
    });

    it('refuses a blocked account', async () => {
      await expect(accounts.logIn(...credentials('blocked'))).resolves.toEqual({
        ok: false,
        error: { kind: 'rejected', message: 'The user has not been activated or is blocked.' },
      });
    });

    it('says so when the browser is logged in already', async () => {
      await logInMember();
      await expect(accounts.logIn(...credentials('member'))).resolves.toEqual({
        ok: false,
        error: { kind: 'already-logged-in' },
      });
    });

    it('logs out, after which the account is refused and a login works again', async () => {
      await logInMember();
      await accounts.logOut();
      await expect(accounts.getUser(7)).rejects.toMatchObject({ name: 'RemoteSystemError', status: 403 });
      expect((await accounts.logIn(...credentials('member'))).ok).toBe(true);
    });

    it('logs out from a tab that did not log in itself (a new tab, a reload)', async () => {
      await logInMember();
      await anotherTab().logOut();
      await expect(accounts.getUser(7)).rejects.toMatchObject({ status: 403 });
      expect((await accounts.logIn(...credentials('member'))).ok).toBe(true);
    });

    it('resolves a logout when nobody is logged in: there is no session to end', async () => {
      await expect(accounts.logOut()).resolves.toBeUndefined();
    });
  });
}
