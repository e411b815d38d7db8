import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandboxDatabase, type SandboxDatabase } from '../../sandbox/storage/database';
import { createSession } from '../../sandbox/drupal/tables/sessions';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { registerSessionHooks, SESSION_COOKIE } from '../../sandbox/drupal/session-hooks';
import {
  fetchPage,
  logInAs,
  loginPayload,
  startTestSandbox,
  type LoggedIn,
  type TestSandbox,
} from './sandbox-harness';

describe.each(DRUPAL_MODES)('CSRF on the content system’s own routes (%s Drupal)', (drupal) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal });
  });
  afterAll(() => sandbox.dispose());

  const logout = (session: LoggedIn, token: string | undefined, header?: string) =>
    sandbox.app.inject({
      method: 'POST',
      url: `/cms/user/logout?_format=json${token === undefined ? '' : `&token=${token}`}`,
      cookies: session.cookies,
      headers: header === undefined ? {} : { 'x-csrf-token': header },
    });

  it('logs out with the logout token alone on a stock Drupal; the site wants the header too', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const response = await logout(member, member.logoutToken);
    if (drupal === 'core') {
      expect(response.statusCode).toBe(204);
      expect((await fetchPage(sandbox.app, '/', member.cookies)).session.user_id).toBe(0);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'X-CSRF-Token request header is missing' });
    }
  });

  // Moved from the browser suite's walking-skeleton.spec.ts (issue 83): one POST, as a raw request sends it.
  it('refuses an unsafe call that carries the session cookie but not the CSRF token', async () => {
    const member = await logInAs(sandbox.app, 'member');
    // A comment, as a page of another site would forge it: the browser sends the session cookie, not the token.
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/cms/comment?_format=json',
      cookies: member.cookies,
      payload: { entity_id: [{ target_id: 902 }], comment_body: [{ value: 'Forged' }] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'X-CSRF-Token request header is missing' });
  });

  it.each([
    [undefined, "'csrf_token' URL query argument is missing."],
    ['forged', "'csrf_token' URL query argument is invalid."],
  ])('refuses logout with the token %s, header or not', async (token, message) => {
    const member = await logInAs(sandbox.app, 'member');
    const response = await logout(member, token, member.csrfToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message });
    expect((await fetchPage(sandbox.app, '/', member.cookies)).session.user_id).toBe(7);
  });

  it('hands the logout token to every tab in the page answer, and that token logs out', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const { session } = await fetchPage(sandbox.app, '/about-us', member.cookies);
    expect(session.logout_token).toBe(member.logoutToken);
    expect((await logout(member, session.logout_token, member.csrfToken)).statusCode).toBe(204);
    expect((await fetchPage(sandbox.app, '/', member.cookies)).session).not.toHaveProperty('logout_token');
  });

  it.each([
    ['GET', '_format=json&'],
    ['GET', ''],
    ['POST', ''],
  ] as const)(
    'logs out by %s ?%stoken= through core’s HTML route: 302 to the front page',
    async (method, format) => {
      const member = await logInAs(sandbox.app, 'member');
      // The site's stricter rule wants the header of every unsafe method; a GET needs none.
      const headers = method === 'POST' ? { 'x-csrf-token': member.csrfToken } : {};
      const response = await sandbox.app.inject({
        method,
        url: `/cms/user/logout?${format}token=${member.logoutToken}`,
        cookies: member.cookies,
        headers,
      });
      expect([response.statusCode, response.headers['content-type']]).toEqual([
        302,
        'text/html; charset=utf-8',
      ]);
      expect(response.headers.location).toBe('http://localhost:80/cms/?check_logged_in=1');
      expect(response.body).toContain(
        '<title>Redirecting to http://localhost:80/cms/?check_logged_in=1</title>',
      );
      expect(response.cookies.find(({ name }) => name === SESSION_COOKIE)?.value).toBe('');
      expect((await fetchPage(sandbox.app, '/', member.cookies)).session.user_id).toBe(0);
    },
  );

  it('holds the HTML logout to the JSON one’s requirements: the logout token, a session', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const wrongToken = await sandbox.app.inject({
      url: '/cms/user/logout?token=forged',
      cookies: member.cookies,
    });
    expect([wrongToken.statusCode, wrongToken.json()]).toEqual([
      403,
      { message: "'csrf_token' URL query argument is invalid." },
    ]);
    expect((await fetchPage(sandbox.app, '/', member.cookies)).session.user_id).toBe(7);
    expect((await sandbox.app.inject({ url: '/cms/user/logout?token=x' })).statusCode).toBe(403);
  });

  it('answers a POST of session/token as its GET; the site wants the header of it too', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const token = (await sandbox.app.inject({ url: '/cms/session/token', cookies: member.cookies })).body;
    const post = (headers: Record<string, string> = {}) =>
      sandbox.app.inject({ method: 'POST', url: '/cms/session/token', cookies: member.cookies, headers });
    const bare = await post();
    if (drupal === 'core') {
      expect([bare.statusCode, bare.headers['content-type'], bare.body]).toEqual([
        200,
        'text/plain; charset=utf-8',
        token,
      ]);
    } else {
      expect([bare.statusCode, bare.json()]).toEqual([
        403,
        { message: 'X-CSRF-Token request header is missing' },
      ]);
    }
    expect((await post({ 'x-csrf-token': member.csrfToken })).body).toBe(token);
  });

  it('answers a logged-in login, header or not, with the anonymous-only refusal', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/cms/user/login?_format=json',
      cookies: member.cookies,
      payload: loginPayload('member'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This route can only be accessed by anonymous users.' });
  });
});

/** A GET route that declares the header, as `{app}-workgroup/join` will: the hook must honour the declaration. */
describe.each(DRUPAL_MODES)('a GET route declaring the CSRF header (%s Drupal)', (drupal) => {
  let db: SandboxDatabase;
  const app = Fastify();
  beforeAll(async () => {
    db = await openSandboxDatabase(':memory:');
    await app.register(cookie);
    registerSessionHooks(app, db, drupal);
    app.get('/test-only/join', { config: { csrf: 'header-any-method' } }, async () => ({ status: 'joined' }));
  });
  afterAll(async () => {
    await app.close();
    db.close();
  });

  it('refuses the GET without the header, and lets it through with the session’s token', async () => {
    const session = createSession(db, 7);
    const cookies = { [SESSION_COOKIE]: session.id };
    const without = await app.inject({ url: '/test-only/join', cookies });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({ message: 'X-CSRF-Token request header is missing' });
    const withToken = await app.inject({
      url: '/test-only/join',
      cookies,
      headers: { 'x-csrf-token': session.csrfToken },
    });
    expect(withToken.json()).toEqual({ status: 'joined' });
  });
});
