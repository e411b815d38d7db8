import { expect, type Cookie, type Page, type Request, type Response } from '@playwright/test';
import { logIn } from './accounts';

/**
 * Logs in without the login screen, for a test whose subject comes after the login: the browser is left as a
 * login through the screen leaves it (two page loads and the member area drawn, 1.1–1.3 s, against 0.3 s here),
 * on an address of the portal's origin, and the test goes to the page it is about. Keep `logIn` wherever the
 * login screen or the move to the member area is what a test shows.
 *
 * Each call opens sessions of its own, so a test that logs out or ends sessions ends nobody else's: it sends
 * again the two calls the portal sent to Drupal (`user/login`) and SEWOBE (`KP_LOGIN`). What the portal keeps
 * in the browser is not written here by hand: the first call for an account, stack and browser (its time zone
 * and languages, which the choices' cookies repeat) in a worker logs in through the screen and records the
 * calls, the cookies but Drupal's session and both storages; the calls after repeat the calls and lay the rest
 * down again, with SEWOBE's new session where the old one stood. A stored format the portal changes is so
 * recorded as it now is; a session secret of another kind in the storage fails the recording, loudly.
 */
export async function logInThroughWire(
  page: Page,
  account: { mail: string; password: string },
): Promise<void> {
  await page.goto('/config.json');
  const reader = await page.evaluate(() => [
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    navigator.languages.join(','),
  ]);
  const key = [new URL(page.url()).origin, account.mail, ...reader].join(' ');
  const recorded = loginRecords.get(key);
  if (!recorded) {
    loginRecords.set(key, await recordLogIn(page, account));
    return;
  }
  // One after the other in the portal, which needs both; neither call waits on the other's answer.
  const [, membershipLogin] = await Promise.all([
    sendAgain(page, recorded.drupalLogin),
    sendAgain(page, recorded.membershipLogin),
  ]);
  const membership = await membershipSessionOf(membershipLogin);
  const swap = (stored: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(stored).map(([key, value]) => [key, value.split(recorded.membership).join(membership)]),
    );
  const kept = new Set((await page.context().cookies()).map((cookie) => cookie.name));
  await page.context().addCookies(recorded.cookies.filter((cookie) => !kept.has(cookie.name)));
  await page.evaluate(
    ({ session, local }) => {
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
    },
    { session: swap(recorded.sessionStorage), local: swap(recorded.localStorage) },
  );
}

/** A call as the browser sent it, to be sent again through the context's own cookies. */
interface WireCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: Buffer | null;
}

/** What a login through the screen sent and left behind (`logInThroughWire`). */
interface LoginRecord {
  readonly drupalLogin: WireCall;
  readonly membershipLogin: WireCall;
  /** SEWOBE's session that login was given, as it stands in the storages. */
  readonly membership: string;
  /** The cookies but Drupal's session. */
  readonly cookies: Cookie[];
  readonly sessionStorage: Record<string, string>;
  readonly localStorage: Record<string, string>;
}

/** Per worker: by origin, account, time zone and languages. */
const loginRecords = new Map<string, LoginRecord>();

const isDrupalLogin = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/user/login');
const isMembershipLogin = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/KP_LOGIN');

async function recordLogIn(page: Page, account: { mail: string; password: string }): Promise<LoginRecord> {
  const drupalAnswer = page.waitForResponse((answer) => isDrupalLogin(answer.request()));
  const membershipAnswer = page.waitForResponse((answer) => isMembershipLogin(answer.request()));
  await logIn(page, account);
  const drupal = await drupalAnswer;
  const membership = await membershipSessionOf(await membershipAnswer);
  // Drupal's session cookie, and whatever else its login sets: the call sent again sets them anew.
  const setByLogin = (await drupal.headerValues('set-cookie')).map((line) => line.split(';')[0] ?? '');
  const setNames = new Set(setByLogin.map((pair) => pair.slice(0, pair.indexOf('='))));
  const { csrf_token, logout_token } = (await drupal.json()) as Record<string, string>;
  const [session, local] = await page.evaluate(() => [{ ...sessionStorage }, { ...localStorage }]);
  const stored = JSON.stringify([session, local]);
  expect(stored, "SEWOBE's session, where the portal keeps it").toContain(membership);
  const cookieValues = setByLogin.map((pair) => pair.slice(pair.indexOf('=') + 1));
  for (const secret of [...cookieValues, csrf_token, logout_token].filter(Boolean)) {
    expect(stored, "a secret of Drupal's session, which a repeated login would not match").not.toContain(
      secret,
    );
  }
  return {
    drupalLogin: await wireCallOf(drupal.request()),
    membershipLogin: await wireCallOf((await membershipAnswer).request()),
    membership,
    cookies: (await page.context().cookies()).filter((cookie) => !setNames.has(cookie.name)),
    sessionStorage: session,
    localStorage: local,
  };
}

const wireCallOf = async (request: Request): Promise<WireCall> => ({
  url: request.url(),
  method: request.method(),
  headers: await request.allHeaders(),
  body: request.postDataBuffer(),
});

/** Headers the request context writes itself: its cookies, the host and the body's length. */
const OWN_HEADERS = new Set(['cookie', 'host', 'content-length', 'connection']);

async function sendAgain(page: Page, call: WireCall) {
  const answer = await page.request.fetch(call.url, {
    method: call.method,
    headers: Object.fromEntries(Object.entries(call.headers).filter(([name]) => !OWN_HEADERS.has(name))),
    ...(call.body ? { data: call.body } : {}),
  });
  expect(answer.status(), `${call.url}: ${await answer.text()}`).toBe(200);
  return answer;
}

/** SEWOBE's SESSION in its login answer (docs/wire-sewobe.md). */
async function membershipSessionOf(answer: Pick<Response, 'json'>): Promise<string> {
  const { SESSION } = (await answer.json()) as { SESSION?: unknown };
  if (typeof SESSION !== 'string' || SESSION === '') throw new Error("SEWOBE's login gave no session");
  return SESSION;
}
