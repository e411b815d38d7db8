import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import { SESSION_COOKIE } from '../../sandbox/drupal/session-hooks';
import {
  DISCUSSIONS_AND_FLOOD_STEPS,
  expectAsRecorded,
  RECORDED_STEPS,
  type RecordedStep,
} from '../support/recorded-drupal-answers';
import { startTestSandbox, type TestSandbox } from './sandbox-harness';

/**
 * Requests the portal never sends, so the sandbox does not imitate Drupal's answer to them (an HTML page, a
 * PHP error, a route the portal does not call): said here rather than left out silently.
 */
const NEVER_SENT: Readonly<Record<string, string>> = {
  'login: body not JSON': 'the portal always posts its login as JSON',
  'login: no _format': 'every call of the portal names ?_format=json',
  'user: own account, no _format': 'every call of the portal names ?_format=json',
  'login_status while logged in': 'the portal learns the session from the page answer, not user/login_status',
  'login_status after logout': 'the portal learns the session from the page answer, not user/login_status',
};

/**
 * Where the association's site is configured otherwise than the recording site, and what the sandbox answers
 * instead, in Drupal's own words for that configuration.
 */
const SITE_DIFFERENCES: Readonly<Record<string, { status: number; message: string }>> = {
  // The recording site let every account read every profile ('access user profiles'); the association's
  // does not, since members' names and addresses are personal data: Drupal refuses as it does a visitor.
  'user: account 1 (another)': { status: 403, message: "The 'access user profiles' permission is required." },
};

/**
 * The recording site's accounts, as the sandbox's demo accounts stand in for them; their password there was
 * the name before the @ with `-pass` (tests/sandbox/recorded/README.md).
 */
const MEMBER = demoAccount('member');
const ANOTHER = demoAccount('organizer');
const SITE_ACCOUNTS: Readonly<Record<string, { mail: string; uid: number; password: string }>> = {
  'member@example.org': MEMBER,
  'other@example.org': ANOTHER,
  'blocked@example.org': demoAccount('blocked'),
};

/** A recorded login body with the recording site's account and password swapped for the stand-in's. */
function siteBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('name' in body)) return body;
  const name = String(body.name);
  const site = SITE_ACCOUNTS[name];
  if (!site) return body;
  const recordedPassword = `${name.split('@')[0]}-pass`;
  return {
    ...body,
    name: site.mail,
    ...('pass' in body && body.pass === recordedPassword && { pass: site.password }),
  };
}
/** The recording site's uids: 2 the member, 1 another account. */
const SITE_UIDS: Readonly<Record<string, number>> = { '2': MEMBER.uid, '1': ANOTHER.uid };

/**
 * The stock-Drupal mode held to a genuine Drupal 10.3.7 (tests/sandbox/recorded/README.md): every recorded
 * step, in its order, sent to the sandbox with `SANDBOX_DRUPAL=core`, and the status, the message and the
 * headers a client or a proxy acts on compared with what Drupal answered.
 */
describe('the stock-Drupal sandbox answers as Drupal 10.3.7 did, step by step', () => {
  let sandbox: TestSandbox;
  /** The session of the last login, as a browser keeps its cookie; gone after the logout. */
  let session: { cookie: string; csrfToken: string; logoutToken: string } | null = null;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal: 'core' });
  });
  afterAll(() => sandbox.dispose());

  const send = (step: RecordedStep): Promise<LightMyRequestResponse> =>
    sandbox.app.inject({
      method: step.method,
      url: `/cms/${sitePath(step.path)}`,
      ...(step.request_body === null ? {} : { payload: siteBody(step.request_body) as object }),
      headers: {
        ...(session && { cookie: `${SESSION_COOKIE}=${session.cookie}` }),
        ...(session && step.what.includes('token, body') && { 'x-csrf-token': session.csrfToken }),
      },
    });

  const sitePath = (path: string) =>
    path
      .replace(/^user\/(\d+)/, (_all, uid: string) => `user/${SITE_UIDS[uid] ?? uid}`)
      .replace(/token=(?!wrong)[\w-]+/, () => `token=${session?.logoutToken ?? 'none'}`);

  function keepSession(step: RecordedStep, answer: LightMyRequestResponse) {
    if (step.what === 'login: success') {
      const { csrf_token, logout_token } = answer.json<{ csrf_token: string; logout_token: string }>();
      const cookie = answer.cookies.find(({ name }) => name === SESSION_COOKIE)?.value ?? '';
      session = { cookie, csrfToken: csrf_token, logoutToken: logout_token };
    }
    if (step.what === 'logout: right token') session = null;
  }

  for (const step of RECORDED_STEPS) {
    const reason = NEVER_SENT[step.what];
    it.skipIf(reason !== undefined)(
      `${step.step}. ${step.what}${reason ? ` (never sent: ${reason})` : ''}`,
      async () => {
        const answer = await send(step);
        keepSession(step, answer);
        expectAsRecorded(answer, step, SITE_DIFFERENCES[step.what]);
      },
    );
  }
});

/**
 * The second recording's login flood steps (README: five failures from one address, the owner from another,
 * `uid_only` on, the 51st failure from one address). Its editing, reply and history steps are replayed by
 * drupal-recorded-discussions.test.ts.
 */
const FLOOD_STEPS = DISCUSSIONS_AND_FLOOD_STEPS.filter(
  (step) => step.what.startsWith('flood') && step.path === 'user/login?_format=json',
);

/** The steps recorded after the site's `user.flood` `uid_only` was turned on. */
const recordedWithUidOnly = (step: RecordedStep) => step.what.startsWith('flood(uid_only=true)');

/**
 * The stock-Drupal mode's login flood held to Drupal 10.3.7's, step by step: the recording site trusted the
 * proxy at 127.0.0.1 (`reverse_proxy`), so each step comes from there with the recorded `X-Forwarded-For`.
 * A sandbox's `uid_only` is set when it is built, so the steps recorded with it on go to a second sandbox built
 * so; they name another account and other addresses than the rest, so neither sandbox misses a failure the
 * recording counted.
 */
describe('the stock-Drupal sandbox’s login flood answers as Drupal 10.3.7’s did, step by step', () => {
  const sandboxes = {} as Record<'uidIp' | 'uidOnly', TestSandbox>;

  beforeAll(async () => {
    const behindProxy = { drupal: 'core', reverseProxyAddresses: ['127.0.0.1'] } as const;
    sandboxes.uidIp = await startTestSandbox(behindProxy);
    sandboxes.uidOnly = await startTestSandbox({ ...behindProxy, drupalFloodUidOnly: true });
  });
  afterAll(async () => {
    await Promise.all(Object.values(sandboxes).map((sandbox) => sandbox.dispose()));
  });

  it('finds the recording’s 68 login flood steps', () => {
    expect(FLOOD_STEPS).toHaveLength(68);
    expect(FLOOD_STEPS.filter(recordedWithUidOnly)).toHaveLength(7);
  });

  for (const step of FLOOD_STEPS) {
    it(`${step.step}. ${step.what}`, async () => {
      const forwardedFor = step.request_headers?.['X-Forwarded-For'];
      const answer = await sandboxes[recordedWithUidOnly(step) ? 'uidOnly' : 'uidIp'].app.inject({
        method: step.method,
        url: `/cms/${step.path}`,
        payload: siteBody(step.request_body) as object,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      });
      expectAsRecorded(answer, step);
    });
  }
});
