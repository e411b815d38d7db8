import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_SECONDS } from '../../sandbox/drupal/session-hooks';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import { logInAs, loginPayload, logOut, startTestSandbox, type TestSandbox } from './sandbox-harness';
import { HEAVY_TEST_MS } from '../support/test-budgets';

const LOGIN_URL = '/cms/user/login?_format=json';
const UNRECOGNIZED = 'Sorry, unrecognized username or password.';
// Drupal's three flood texts, as a genuine Drupal 10.3.7 answered them (tests/sandbox/recorded/README.md).
const FLOODED_FROM_ADDRESS =
  'Too many failed login attempts from your IP address. This IP address is temporarily blocked.';
const FLOODED_ACCOUNT =
  'There have been more than 5 failed login attempts for this account. It is temporarily blocked. Try again later or request a new password.';
const FLOODED_IP = 'Access is blocked because of IP based flood prevention.';

/** A `Set-Cookie` line's attribute names, lower case and sorted (`Secure` follows https: not here). */
const attributeNames = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((part) => part.split('=')[0]!.trim().toLowerCase())
    .sort();

const sessionLine = (header: string | string[] | undefined) =>
  [header ?? []].flat().find((line) => line.startsWith(`${SESSION_COOKIE}=`));

/** Two client addresses; the sandbox has no proxy here, so the connection's address is the client's. */
const ADDRESS_A = '203.0.113.7';
const ADDRESS_B = '198.51.100.2';

describe.each(DRUPAL_MODES)('content system login (%s Drupal)', (drupal) => {
  let sandbox: TestSandbox;
  const login = (payload: unknown, cookies?: Record<string, string>) =>
    sandbox.app.inject({ method: 'POST', url: LOGIN_URL, payload: payload as object, cookies });
  const loginFrom = (remoteAddress: string, payload: unknown) =>
    sandbox.app.inject({ method: 'POST', url: LOGIN_URL, payload: payload as object, remoteAddress });

  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal });
  });
  afterAll(() => sandbox.dispose());
  beforeEach(() => sandbox.control('reset-flood'));

  it('logs in by e-mail: uid as a string, both tokens, an HttpOnly session cookie', async () => {
    const response = await login(loginPayload('member'));

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.current_user).toEqual({ uid: '7', name: 'marta.kowalska' });
    expect(body.csrf_token).toMatch(/^[\w-]{20,}$/);
    expect(body.logout_token).toMatch(/^[\w-]{20,}$/);
    const cookie = response.cookies.find(({ name }) => name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(SESSION_COOKIE).toMatch(/^SSESS/);
  });

  it('logs in by user name too, and shows roles only to administrators', async () => {
    expect(
      (await login({ ...loginPayload('organizer'), name: demoAccount('organizer').name })).json().current_user
        .roles,
    ).toBeUndefined();
    const admin = await login(loginPayload('admin'));
    expect(admin.json().current_user).toEqual({
      uid: '2',
      name: 'antoine.dubois',
      roles: ['authenticated', 'administrator'],
    });
  });

  it.each([
    [
      'an e-mail address with a space before it',
      { ...loginPayload('member'), name: ` ${demoAccount('member').mail}` },
      UNRECOGNIZED,
    ],
    ['a wrong password', { ...loginPayload('member'), pass: 'nope' }, UNRECOGNIZED],
    ['an unknown user', { ...loginPayload('member'), name: 'nobody@example.org' }, UNRECOGNIZED],
    ['a missing password', { name: demoAccount('member').mail }, 'Missing credentials.pass.'],
    ['an empty body', undefined, 'Missing credentials.'],
    ['a blocked account', loginPayload('blocked'), 'The user has not been activated or is blocked.'],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('blocks an account after 5 failures from one address there only (uid_only off), until the flood is reset', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await loginFrom(ADDRESS_A, { ...loginPayload('editor'), pass: 'wrong' })).statusCode).toBe(400);
    }
    // The owner, from elsewhere, still gets in: Drupal counts failures per account and address.
    expect((await loginFrom(ADDRESS_B, loginPayload('editor'))).statusCode).toBe(200);
    for (const payload of [loginPayload('editor'), { ...loginPayload('editor'), pass: 'wrong' }]) {
      const blocked = await loginFrom(ADDRESS_A, payload);
      expect([blocked.statusCode, blocked.json()]).toEqual([403, { message: FLOODED_FROM_ADDRESS }]);
    }
    // Other accounts from the same address still get in.
    expect((await loginFrom(ADDRESS_A, loginPayload('member'))).statusCode).toBe(200);

    await sandbox.control('reset-flood');
    expect((await loginFrom(ADDRESS_A, loginPayload('editor'))).statusCode).toBe(200);
  });

  it('clears an account’s failures on success', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await login({ ...loginPayload('guest'), pass: 'wrong' });
    expect((await login(loginPayload('guest'))).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) await login({ ...loginPayload('guest'), pass: 'wrong' });
    expect((await login(loginPayload('guest'))).statusCode).toBe(200);
  });

  it(
    'blocks an address after 50 failures, checked before the account’s limit; other addresses still get in',
    async () => {
      // Five of them against a real account, so that its own limit is reached too: the address's is told.
      for (let attempt = 0; attempt < 5; attempt++)
        await loginFrom(ADDRESS_A, { ...loginPayload('editor'), pass: 'x' });
      for (let attempt = 5; attempt < 50; attempt++)
        await loginFrom(ADDRESS_A, { name: `stranger${attempt}`, pass: 'x' });
      for (const account of ['editor', 'member'] as const) {
        const response = await loginFrom(ADDRESS_A, loginPayload(account));
        expect([response.statusCode, response.json()]).toEqual([403, { message: FLOODED_IP }]);
      }
      expect((await loginFrom(ADDRESS_B, loginPayload('member'))).statusCode).toBe(200);
    },
    HEAVY_TEST_MS,
  ); // 50 password checks at scrypt's cost, unknown accounts included

  it('refuses a second login from a session that is still valid', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const response = await login(loginPayload('member'), member.cookies);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This route can only be accessed by anonymous users.' });
  });

  // The session cookie as a genuine Drupal 10.3 sets it (tests/sandbox/recorded/): PHP's at login, Symfony's
  // cleared one at logout.
  it('sets the login’s cookie with Expires beside Max-Age, both ending together', async () => {
    const before = Date.now();
    const response = await login(loginPayload('member'));
    const line = sessionLine(response.headers['set-cookie'])!;
    expect(attributeNames(line)).toEqual(['expires', 'httponly', 'max-age', 'path', 'samesite']);
    expect(line).toContain(`Max-Age=${SESSION_COOKIE_MAX_AGE_SECONDS}`);
    const expires = Date.parse(/Expires=([^;]*)/i.exec(line)![1]!);
    // Whole seconds in the header: the end lies within a second of the login's plus the lifetime.
    expect(expires).toBeGreaterThanOrEqual(before + SESSION_COOKIE_MAX_AGE_SECONDS * 1000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + SESSION_COOKIE_MAX_AGE_SECONDS * 1000);
  });

  it('clears the cookie at logout with HttpOnly and no SameSite', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const response = await logOut(sandbox.app, member);
    expect(response.statusCode).toBe(204);
    const line = sessionLine(response.headers['set-cookie'])!;
    expect(attributeNames(line)).toEqual(['expires', 'httponly', 'max-age', 'path']);
    expect(line).toMatch(/Max-Age=0/);
  });
});

describe.each(DRUPAL_MODES)('content system login with Drupal’s uid_only on (%s Drupal)', (drupal) => {
  let sandbox: TestSandbox;
  const loginFrom = (remoteAddress: string, payload: unknown) =>
    sandbox.app.inject({ method: 'POST', url: LOGIN_URL, payload: payload as object, remoteAddress });

  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal, drupalFloodUidOnly: true });
  });
  afterAll(() => sandbox.dispose());

  it('blocks an account everywhere after 5 failures, with the account’s message', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await loginFrom(ADDRESS_A, { ...loginPayload('editor'), pass: 'wrong' })).statusCode).toBe(400);
    }
    for (const address of [ADDRESS_B, ADDRESS_A]) {
      const blocked = await loginFrom(address, loginPayload('editor'));
      expect([blocked.statusCode, blocked.json()]).toEqual([403, { message: FLOODED_ACCOUNT }]);
    }
    expect((await loginFrom(ADDRESS_A, loginPayload('member'))).statusCode).toBe(200);
  });
});
