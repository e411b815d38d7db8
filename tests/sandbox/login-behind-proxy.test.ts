import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { DRUPAL_LOGIN_FLOOD } from '../../sandbox/drupal/login-flood';
import { LOGIN_MESSAGES } from '../../sandbox/drupal/login-attempt';
import { clientAddressOf, readProxyAddresses } from '../../sandbox/host/client-address';
import { SESSION_COOKIE } from '../../sandbox/drupal/session-hooks';
import { loginPayload, sewobeCredentials, startTestSandbox, type TestSandbox } from './sandbox-harness';

const PROXY = '127.0.0.1';
const ATTACKER = '203.0.113.7';
const VISITOR = '198.51.100.2';
const MEMBER = demoAccount('member');
const LIMIT = DRUPAL_LOGIN_FLOOD.perIp.limit;

describe('the client address behind a proxy, as Drupal’s reverse-proxy settings make it', () => {
  it.each([
    ['no proxy configured: the connection, whatever the header says', PROXY, ATTACKER, [], PROXY],
    ['from a proxy: the address it appended', PROXY, ATTACKER, [PROXY], ATTACKER],
    [
      'from a proxy: a forged entry left of it is never believed',
      PROXY,
      `10.0.0.1, ${ATTACKER}`,
      [PROXY],
      ATTACKER,
    ],
    [
      'through two proxies: the rightmost untrusted',
      PROXY,
      `${ATTACKER}, 10.0.0.2`,
      [PROXY, '10.0.0.2'],
      ATTACKER,
    ],
    ['from a stranger: its own address, the header ignored', ATTACKER, VISITOR, [PROXY], ATTACKER],
    [
      'from a proxy: entries that are no address left out',
      PROXY,
      `${ATTACKER}, not-an-ip`,
      [PROXY],
      ATTACKER,
    ],
    ['from a proxy without the header: the proxy', PROXY, undefined, [PROXY], PROXY],
    ['an IPv4 address on an IPv6 socket', `::ffff:${PROXY}`, ATTACKER, [PROXY], ATTACKER],
  ] as const)('%s', (_, remote, forwardedFor, proxies, client) => {
    expect(clientAddressOf(remote, forwardedFor, proxies)).toBe(client);
  });

  it('reads the configured list from a comma-separated variable', () => {
    expect(readProxyAddresses(' 127.0.0.1, ::1 ,,')).toEqual(['127.0.0.1', '::1']);
    expect(readProxyAddresses(undefined)).toEqual([]);
  });
});

/** A sandbox behind a proxy at 127.0.0.1 (`reverseProxyAddresses`), or with none configured. */
function sandboxBehind(options: { drupal?: (typeof DRUPAL_MODES)[number]; proxies?: string[] }) {
  const world = {} as { sandbox: TestSandbox };
  beforeAll(async () => {
    world.sandbox = await startTestSandbox({
      drupal: options.drupal,
      reverseProxyAddresses: options.proxies,
    });
  });
  afterAll(() => world.sandbox.dispose());
  beforeEach(() => world.sandbox.control('reset-flood'));
  /** A Drupal login from `remote`, with `forwardedFor` in X-Forwarded-For when given. */
  const drupalLogin = (remote: string, forwardedFor: string | undefined, name: string, pass: string) =>
    world.sandbox.app.inject({
      method: 'POST',
      url: '/cms/user/login?_format=json',
      remoteAddress: remote,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      payload: { name, pass },
    });
  /** LIMIT failed logins of unknown accounts from `remote`, each with another forged address in front. */
  const fail = async (remote: string, appended?: string) => {
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const forged = `10.1.${Math.floor(attempt / 250)}.${attempt % 250}`;
      const header = appended ? `${forged}, ${appended}` : forged;
      const answer = await drupalLogin(remote, header, `stranger${attempt}@example.org`, 'x');
      expect(answer.statusCode).toBe(400);
    }
  };
  return { world, drupalLogin, fail };
}

/** The address's own limit, reached whatever the accounts: Drupal's text for it. */
const FLOODED = { message: LOGIN_MESSAGES.floodedIp };

describe.each(DRUPAL_MODES)('Drupal’s login flood behind a configured proxy (%s Drupal)', (drupal) => {
  const { drupalLogin, fail } = sandboxBehind({ drupal, proxies: [PROXY] });

  it(`counts ${LIMIT} failures through the proxy against the client the proxy names, not against everyone behind it`, async () => {
    await fail(PROXY, ATTACKER);
    const member = await drupalLogin(PROXY, VISITOR, MEMBER.mail, MEMBER.password);
    expect(member.statusCode, member.body).toBe(200);
    const attacker = await drupalLogin(PROXY, `10.9.9.9, ${ATTACKER}`, MEMBER.mail, MEMBER.password);
    expect([attacker.statusCode, attacker.json()]).toEqual([403, FLOODED]);
  }, 60_000);
});

describe('Drupal’s login flood for a client that is no proxy', () => {
  const { drupalLogin, fail } = sandboxBehind({ proxies: [PROXY] });

  it('counts failures with forged X-Forwarded-For headers against the real address', async () => {
    await fail(ATTACKER);
    const again = await drupalLogin(ATTACKER, VISITOR, MEMBER.mail, MEMBER.password);
    expect([again.statusCode, again.json()]).toEqual([403, FLOODED]);
    expect((await drupalLogin(VISITOR, undefined, MEMBER.mail, MEMBER.password)).statusCode).toBe(200);
  }, 60_000);
});

describe('Drupal’s login flood behind a proxy it was not told of (the failure the setting prevents)', () => {
  const { drupalLogin, fail } = sandboxBehind({ proxies: [] });

  it('locks every client behind the proxy once one of them has failed often enough', async () => {
    await fail(PROXY, ATTACKER);
    const member = await drupalLogin(PROXY, VISITOR, MEMBER.mail, MEMBER.password);
    expect([member.statusCode, member.json()]).toEqual([403, FLOODED]);
  }, 60_000);
});

describe('SEWOBE’s login flood behind a configured proxy', () => {
  const { world } = sandboxBehind({ proxies: [PROXY] });
  const sewobe = (forwardedFor: string, fields: Record<string, string>) =>
    world.sandbox.app.inject({
      method: 'POST',
      url: '/membership/zugang/api/KP_LOGIN',
      remoteAddress: PROXY,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
      payload: new URLSearchParams({ MANDANT_KEY: 'necs-sandbox-key', ...fields }).toString(),
    });

  it('counts failures against the client the proxy names', async () => {
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const answer = await sewobe(ATTACKER, { UPORTAL: `stranger${attempt}@example.org`, PWPORTAL: 'x' });
      expect(answer.json<{ STATUSCODE: number }>().STATUSCODE).toBe(-3);
    }
    expect((await sewobe(ATTACKER, sewobeCredentials('member'))).json()).toMatchObject({ STATUSCODE: -4 });
    expect((await sewobe(VISITOR, sewobeCredentials('member'))).json()).toMatchObject({ STATUSCODE: 1 });
  }, 60_000);
});

describe.each(DRUPAL_MODES)('Drupal’s session cookie behind a configured proxy (%s Drupal)', (drupal) => {
  const { world } = sandboxBehind({ drupal, proxies: [PROXY] });
  /** A login from `remote` with the given `X-Forwarded-Proto`, then a logout: both set the session cookie. */
  const sessionCookies = async (remote: string, forwardedProto?: string) => {
    const headers = forwardedProto === undefined ? {} : { 'x-forwarded-proto': forwardedProto };
    const login = await world.sandbox.app.inject({
      method: 'POST',
      url: '/cms/user/login?_format=json',
      remoteAddress: remote,
      headers,
      payload: loginPayload('member'),
    });
    const session = login.cookies.find(({ name }) => name === SESSION_COOKIE);
    const tokens = login.json<{ csrf_token: string; logout_token: string }>();
    const logout = await world.sandbox.app.inject({
      method: 'POST',
      url: `/cms/user/logout?_format=json&token=${tokens.logout_token}`,
      remoteAddress: remote,
      // The association's site wants the header token on every unsafe call of a session, logout included.
      headers: { ...headers, 'x-csrf-token': tokens.csrf_token },
      cookies: { [SESSION_COOKIE]: session?.value ?? '' },
    });
    expect([login.statusCode, logout.statusCode]).toEqual([200, 204]);
    return [session, logout.cookies.find(({ name }) => name === SESSION_COOKIE)].map(
      (cookie) => cookie?.secure,
    );
  };

  it('is Secure when the proxy says the portal was reached over https, as session.cookie_secure follows it', async () => {
    expect(await sessionCookies(PROXY, 'https')).toEqual([true, true]);
  });

  it.each([
    ['the proxy says http', PROXY, 'http'],
    ['the proxy says nothing', PROXY, undefined],
    ['a client that is no proxy claims https', ATTACKER, 'https'],
  ])('is not Secure when %s: the request came over http', async (_case, remote, forwardedProto) => {
    expect(await sessionCookies(remote, forwardedProto)).toEqual([undefined, undefined]);
  });
});
