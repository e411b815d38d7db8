import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import { SESSION_COOKIE } from '../../sandbox/drupal/session-hooks';
import {
  fetchPage,
  logInAs,
  logOut,
  startTestSandbox,
  type LoggedIn,
  type TestSandbox,
} from './sandbox-harness';

describe('content system session, CSRF and user records', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.dispose());

  const logout = (session: LoggedIn, options: { header?: string; token?: string } = {}) =>
    sandbox.app.inject({
      method: 'POST',
      url: `/cms/user/logout?_format=json&token=${options.token ?? session.logoutToken}`,
      cookies: session.cookies,
      headers: options.header === undefined ? {} : { 'x-csrf-token': options.header },
    });

  it('refuses an unsafe call without X-CSRF-Token, with Drupal’s exact message', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const response = await logout(member);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'X-CSRF-Token request header is missing' });
    expect((await fetchPage(sandbox.app, '/', member.cookies)).session.user_id).toBe(7);
  });

  it('refuses a wrong X-CSRF-Token and a wrong logout token', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const wrongHeader = await logout(member, { header: 'forged' });
    expect(wrongHeader.statusCode).toBe(403);
    expect(wrongHeader.json()).toEqual({ message: 'X-CSRF-Token request header is invalid' });

    const wrongToken = await logout(member, { header: member.csrfToken, token: 'forged' });
    expect(wrongToken.statusCode).toBe(403);
    expect(wrongToken.json()).toHaveProperty('message');
  });

  it('logs out with the CSRF header and the logout token: 204, cookie cleared, anonymous after', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const response = await logout(member, { header: member.csrfToken });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.cookies.find(({ name }) => name === SESSION_COOKIE)?.value).toBe('');
    expect((await fetchPage(sandbox.app, '/', member.cookies)).session.user_id).toBe(0);
  });

  it('refuses logout without a session', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/cms/user/logout?_format=json&token=x',
    });
    expect(response.statusCode).toBe(403);
  });

  it('serves a CSRF token of the session’s own as text, not the login’s, and it passes as X-CSRF-Token', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const own = await sandbox.app.inject({ url: '/cms/session/token', cookies: member.cookies });
    expect(own.headers['content-type']).toMatch(/^text\/plain/);
    expect(own.body).toMatch(/^[\w-]{43}$/);
    expect(own.body).not.toBe(member.csrfToken);
    expect((await sandbox.app.inject({ url: '/cms/session/token', cookies: member.cookies })).body).toBe(
      own.body,
    );
    expect((await logout(member, { header: own.body })).statusCode).toBe(204);
    const anonymous = await sandbox.app.inject({ url: '/cms/session/token' });
    expect(anonymous.body).toMatch(/^[\w-]{43}$/);
    expect((await sandbox.app.inject({ url: '/cms/session/token' })).body).not.toBe(anonymous.body);
  });

  it('serves a user record to its owner and to administrators only', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const own = await sandbox.app.inject({ url: '/cms/user/7?_format=json', cookies: member.cookies });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      uid: [{ value: 7 }],
      name: [{ value: 'marta.kowalska' }],
      mail: [{ value: demoAccount('member').mail }],
      field_user_firstname: [{ value: 'Marta' }],
      field_user_lastname: [{ value: 'Kowalska' }],
      created: [{ value: '2024-02-14T05:18:53+00:00' }],
      user_picture: [],
    });

    const other = await sandbox.app.inject({ url: '/cms/user/5?_format=json', cookies: member.cookies });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toHaveProperty('message');
    expect((await sandbox.app.inject({ url: '/cms/user/7?_format=json' })).statusCode).toBe(403);

    const admin = await logInAs(sandbox.app, 'admin');
    const byAdmin = await sandbox.app.inject({ url: '/cms/user/5?_format=json', cookies: admin.cookies });
    expect(byAdmin.json().field_user_firstname).toEqual([{ value: 'Luca' }]);
    expect(
      (await sandbox.app.inject({ url: '/cms/user/999?_format=json', cookies: admin.cookies })).statusCode,
    ).toBe(404);
  });

  it.each([
    'application/x-www-form-urlencoded',
    'application/json',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
  ])('logs out with an empty body whatever its Content-Type, as Drupal does: %s', async (contentType) => {
    const member = await logInAs(sandbox.app, 'member');
    const response = await logOut(sandbox.app, member, { type: contentType, payload: '' });
    expect(response.statusCode).toBe(204);
    expect((await fetchPage(sandbox.app, '/', member.cookies)).session.user_id).toBe(0);
  });

  it('still refuses a non-empty body of a type no route reads (415)', async () => {
    const member = await logInAs(sandbox.app, 'member');
    const response = await logOut(sandbox.app, member, {
      type: 'application/x-www-form-urlencoded',
      payload: 'a=1',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported Media Type' });
    expect((await fetchPage(sandbox.app, '/', member.cookies)).session.user_id).toBe(7);
  });
});
