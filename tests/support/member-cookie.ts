import { demoAccount, type DemoAccountKey } from '../../sandbox/demo-data/accounts';

/** The demo member, as the sandbox seeds them. */
export const DEMO_MEMBER = demoAccount('member');

/**
 * The session cookie (`SESS…=…`) of the demo member (or the demo account `key`), logged in to the sandbox's
 * Drupal as the portal logs in.
 */
export async function memberCookie(sandboxUrl: string, key: DemoAccountKey = 'member'): Promise<string> {
  const account = key === 'member' ? DEMO_MEMBER : demoAccount(key);
  const login = await fetch(`${sandboxUrl}/cms/user/login?_format=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: account.mail, pass: account.password }),
  });
  const cookie = login.headers.getSetCookie().find((line) => /^S?SESS/.test(line));
  if (!login.ok || !cookie) throw new Error(`The demo ${key} could not log in (${login.status}).`);
  return cookie.split(';')[0]!;
}
