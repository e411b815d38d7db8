import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import { SESSION_COOKIE } from '../../sandbox/drupal/session-hooks';
import { messageOf, RECORDED_STEPS, type RecordedStep } from '../support/recorded-drupal-answers';
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

/** The recording site's accounts, as the sandbox's demo accounts stand in for them. */
const MEMBER = demoAccount('member');
const ANOTHER = demoAccount('organizer');
const SITE_ACCOUNTS: Readonly<Record<string, { mail: string; uid: number }>> = {
  'member@example.org': MEMBER,
  'other@example.org': ANOTHER,
  'blocked@example.org': demoAccount('blocked'),
};
/** The recording site's uids: 2 the member, 1 another account. */
const SITE_UIDS: Readonly<Record<string, number>> = { '2': MEMBER.uid, '1': ANOTHER.uid };

/** What the sandbox is held to: the status, the message, and the headers a client or proxy acts on. */
function comparable(status: number, contentType: unknown, headers: Record<string, unknown>, body: string) {
  return {
    status,
    type: typeof contentType === 'string' ? (contentType.split(';')[0]?.trim() ?? null) : null,
    cacheControl: headers['cache-control'] ?? null,
    frameOptions: headers['x-frame-options'] ?? null,
    message: withoutSite(messageOf(body)),
  };
}

/** Drupal names the whole address of a path it has no route for; hosts and Drupal's root differ by site. */
const withoutSite = (message: string | null) =>
  message?.replace(/(GET|POST) https?:\/\/[^/]+(\/cms)?\//, '$1 /') ?? null;

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

  function siteBody(body: unknown): unknown {
    if (typeof body !== 'object' || body === null || !('name' in body)) return body;
    const site = SITE_ACCOUNTS[String(body.name)];
    return site ? { ...body, name: site.mail } : body;
  }

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
        const recorded = comparable(step.status, step.headers['content-type'], step.headers, step.body);
        expect(
          comparable(answer.statusCode, answer.headers['content-type'], answer.headers, answer.body),
        ).toEqual({ ...recorded, ...SITE_DIFFERENCES[step.what] });
      },
    );
  }
});
