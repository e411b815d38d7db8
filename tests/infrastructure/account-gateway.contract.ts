import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountGateway, ContentLogin } from '@/application/session/account-gateway';

export interface AccountContractWorld {
  /** A fresh, anonymous browser. */
  readonly accounts: AccountGateway;
}

const MEMBER = { mail: 'member@example.org', password: 'member-pass' } as const;

/** What every AccountGateway does, stated once: run against the in-memory fake and the Drupal adapter. */
export function accountGatewayContract(name: string, setup: () => Promise<AccountContractWorld>): void {
  describe(`${name} (AccountGateway contract)`, () => {
    let accounts: AccountGateway;
    const logInMember = async (): Promise<ContentLogin> => {
      const answer = await accounts.logIn(MEMBER.mail, MEMBER.password);
      if (!answer.ok) throw new Error(`member login refused: ${JSON.stringify(answer.error)}`);
      return answer.value;
    };

    beforeEach(async () => {
      ({ accounts } = await setup());
    });

    it('logs in with e-mail and password: numeric uid and both tokens', async () => {
      const login = await logInMember();
      expect(login.uid).toBe(7);
      expect(login.csrfToken).toMatch(/\S/);
      expect(login.logoutToken).toMatch(/\S/);
    });

    it("loads the logged-in user's own account", async () => {
      await logInMember();
      await expect(accounts.getUser(7)).resolves.toEqual({
        uid: 7,
        accountName: 'marta.kowalska',
        firstName: 'Marta',
        lastName: 'Kowalska',
        mail: 'member@example.org',
      });
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
      await expect(accounts.logIn(MEMBER.mail, 'wrong-pass')).resolves.toEqual(unrecognized);
      await expect(accounts.logIn('nobody@example.org', 'whatever')).resolves.toEqual(unrecognized);
    });

    it('refuses a blocked account', async () => {
      await expect(accounts.logIn('blocked@example.org', 'blocked-pass')).resolves.toEqual({
        ok: false,
        error: { kind: 'rejected', message: 'The user has not been activated or is blocked.' },
      });
    });

    it('says so when the browser is logged in already', async () => {
      await logInMember();
      await expect(accounts.logIn(MEMBER.mail, MEMBER.password)).resolves.toEqual({
        ok: false,
        error: { kind: 'already-logged-in' },
      });
    });

    it("reads the session's CSRF token again, so a reload needs no new login", async () => {
      const login = await logInMember();
      await expect(accounts.fetchCsrfToken()).resolves.toBe(login.csrfToken);
    });

    it('logs out with the logout token, after which a login works again', async () => {
      const login = await logInMember();
      await accounts.logOut(login.logoutToken);
      expect((await accounts.logIn(MEMBER.mail, MEMBER.password)).ok).toBe(true);
    });

    it('refuses a logout with a wrong token with 403 and stays logged in', async () => {
      await logInMember();
      await expect(accounts.logOut('not-the-token')).rejects.toMatchObject({
        name: 'RemoteSystemError',
        status: 403,
      });
      expect(await accounts.logIn(MEMBER.mail, MEMBER.password)).toEqual({
        ok: false,
        error: { kind: 'already-logged-in' },
      });
    });
  });
}
