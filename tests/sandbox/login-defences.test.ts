import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import { passwordHashing } from '../../sandbox/drupal/passwords';
import { postForm, startTestSandbox, type TestSandbox } from './sandbox-harness';
import { HEAVY_TEST_MS } from '../support/test-budgets';

const HOUR_MS = 3_600_000;

const EDITOR = demoAccount('editor');
const MEMBER = demoAccount('member');
const GUEST = demoAccount('guest');

const sewobeLogin = (mail: string, password: string, validity = '24') => ({
  UPORTAL: mail,
  PWPORTAL: password,
  DISABLE_IP_BROWSER_CHECK: '1',
  SESSION_GUELTIG: validity,
  BROWSERDATA: 'vitest',
  MANDANT_KEY: 'necs-sandbox-key',
});

describe('login defences no kinder than the real systems', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.dispose());
  beforeEach(() => sandbox.control('reset-flood'));

  const sewobe = async (mail: string, password: string, validity?: string) =>
    (await postForm(sandbox.app, 'KP_LOGIN', sewobeLogin(mail, password, validity))).json<{
      STATUSCODE: number;
      STATUS: string;
      SESSION?: string;
    }>();
  const drupal = (name: string, pass: string) =>
    sandbox.app.inject({ method: 'POST', url: '/cms/user/login?_format=json', payload: { name, pass } });

  describe('SEWOBE’s flood control, as Drupal’s', () => {
    it('refuses an account after 5 failures, even with the right password; other accounts still get in', async () => {
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await sewobe(EDITOR.mail, 'wrong')).STATUSCODE).toBe(-3);
      expect(await sewobe(EDITOR.mail, EDITOR.password)).toEqual({
        STATUSCODE: -4,
        STATUS: 'Zu viele fehlgeschlagene Anmeldeversuche',
      });
      expect((await sewobe(MEMBER.mail, MEMBER.password)).STATUSCODE).toBe(1);
      await sandbox.control('reset-flood');
      expect((await sewobe(EDITOR.mail, EDITOR.password)).STATUSCODE).toBe(1);
    });

    it('refuses an account from every address after 5 failures from one (its own count, not Drupal’s uid-ip)', async () => {
      const sewobeFrom = async (remoteAddress: string, mail: string, password: string) =>
        (
          await sandbox.app.inject({
            method: 'POST',
            url: '/membership/zugang/api/KP_LOGIN',
            remoteAddress,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(sewobeLogin(mail, password)).toString(),
          })
        ).json<{ STATUSCODE: number }>().STATUSCODE;
      for (let attempt = 0; attempt < 5; attempt++)
        expect(await sewobeFrom('203.0.113.7', EDITOR.mail, 'wrong')).toBe(-3);
      expect(await sewobeFrom('198.51.100.2', EDITOR.mail, EDITOR.password)).toBe(-4);
    });

    it(
      'refuses an address after 50 failures, whatever the account',
      async () => {
        for (let attempt = 0; attempt < 50; attempt++) await sewobe(`stranger${attempt}@example.org`, 'x');
        expect((await sewobe(MEMBER.mail, MEMBER.password)).STATUSCODE).toBe(-4);
      },
      HEAVY_TEST_MS,
    ); // 50 logins and their failures written: seconds beside busy processes; the limit only catches a hang

    it('counts its failures apart from Drupal’s, as two systems would', async () => {
      for (let attempt = 0; attempt < 5; attempt++) await sewobe(GUEST.mail, 'wrong');
      expect((await drupal(GUEST.mail, GUEST.password)).statusCode).toBe(200);
    });
  });

  describe('SEWOBE’s SESSION_GUELTIG (hours)', () => {
    afterEach(() => vi.useRealTimers());

    const validAfter = async (validity: string, hours: number) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { SESSION } = await sewobe(MEMBER.mail, MEMBER.password, validity);
      vi.setSystemTime(Date.now() + hours * HOUR_MS);
      const check = await postForm(sandbox.app, 'KP_CHECK_SESSION', { SESSION_CHECK: SESSION ?? '' });
      vi.useRealTimers();
      return check.json<{ STATUSCODE: number }>().STATUSCODE === 1;
    };

    it.each(['1e12', '100000', '25', 'Infinity', '9007199254740993'])(
      'caps %s at 24 hours',
      async (validity) => {
        expect(await validAfter(validity, 23.9)).toBe(true);
        expect(await validAfter(validity, 24.1)).toBe(false);
      },
    );

    it.each(['', 'abc', '-5', '0', 'NaN'])('reads %j as the default of 24 hours', async (validity) => {
      expect(await validAfter(validity, 23.9)).toBe(true);
      expect(await validAfter(validity, 24.1)).toBe(false);
    });

    it('keeps a shorter validity', async () => {
      expect(await validAfter('2', 1.9)).toBe(true);
      expect(await validAfter('2', 2.1)).toBe(false);
    });
  });

  /**
   * The password hashing one login computes (sandbox/drupal/passwords.ts's passwordHashing, spied): each scrypt's
   * password, salt length, key length and cost, what its time depends on (the salt's bytes are an account's
   * own); and whether the login was let in. Counted, not timed: how long either check takes is the bench's
   * (scripts/bench/login-timing.ts), where a busy machine does not turn a security test red.
   */
  const hashingOf = async (login: () => Promise<boolean>) => {
    await sandbox.control('reset-flood');
    const scrypt = vi.spyOn(passwordHashing, 'scrypt');
    try {
      const admitted = await login();
      const hashes = scrypt.mock.calls.map(([password, salt, keyLength, cost]) => ({
        password,
        saltBytes: salt.length,
        keyLength,
        cost,
      }));
      return { admitted, hashes };
    } finally {
      scrypt.mockRestore();
    }
  };

  describe.each([
    ['Drupal', async (mail: string, password: string) => (await drupal(mail, password)).statusCode === 200],
    ['SEWOBE', async (mail: string, password: string) => (await sewobe(mail, password)).STATUSCODE === 1],
  ])('%s’s password check for an unknown account', (_system, admits) => {
    it('hashes the password as for a known one (a dummy hash is checked), so timing tells no accounts', async () => {
      // Nobody's hash is made on the first unknown account's check: from then on each is one scrypt.
      await admits('warm-up@example.org', 'wrong-password');
      const known = await hashingOf(() => admits(MEMBER.mail, 'wrong-password'));
      const unknown = await hashingOf(() => admits('nobody@example.org', 'wrong-password'));
      expect(known).toEqual({
        admitted: false,
        hashes: [{ password: 'wrong-password', saltBytes: 16, keyLength: 32, cost: expect.any(Number) }],
      });
      // The same work: one hash of the password given, at the cost and lengths of a stored hash.
      expect(unknown).toEqual(known);
      // The account is known by that name: its right password, hashed the same way, lets it in.
      expect(await hashingOf(() => admits(MEMBER.mail, MEMBER.password))).toEqual({
        admitted: true,
        hashes: [{ ...known.hashes[0], password: MEMBER.password }],
      });
    });
  });
});
