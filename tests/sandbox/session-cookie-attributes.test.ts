import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_SECONDS } from '../../sandbox/drupal/session-hooks';
import { logInAs, loginPayload, startTestSandbox, type TestSandbox } from './sandbox-harness';

/** A `Set-Cookie` line's attribute names, lower case and sorted (`Secure` follows https: not here). */
const attributeNames = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((part) => part.split('=')[0]!.trim().toLowerCase())
    .sort();

const sessionLine = (header: string | string[] | undefined) =>
  [header ?? []].flat().find((line) => line.startsWith(`${SESSION_COOKIE}=`));

/**
 * The session cookie's attributes as a genuine Drupal 10.3 sets them (tests/sandbox/recorded/): PHP's session
 * cookie at login, `expires` beside `Max-Age`; Symfony's cleared cookie at logout, `HttpOnly` and no `SameSite`.
 */
describe.each(DRUPAL_MODES)('the session cookie’s attributes (%s Drupal)', (drupal) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal });
  });
  afterAll(() => sandbox.dispose());

  it('sets the login’s cookie with Expires beside Max-Age, both ending together', async () => {
    const before = Date.now();
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/cms/user/login?_format=json',
      payload: loginPayload('member'),
    });
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
    const response = await sandbox.app.inject({
      method: 'POST',
      url: `/cms/user/logout?_format=json&token=${member.logoutToken}`,
      cookies: member.cookies,
      headers: { 'x-csrf-token': member.csrfToken },
    });
    expect(response.statusCode).toBe(204);
    const line = sessionLine(response.headers['set-cookie'])!;
    expect(attributeNames(line)).toEqual(['expires', 'httponly', 'max-age', 'path']);
    expect(line).toMatch(/Max-Age=0/);
  });
});
