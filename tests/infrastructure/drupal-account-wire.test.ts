import { describe, expect, it } from 'vitest';
import { DrupalAccountGateway } from '@/infrastructure/drupal/drupal-account-gateway';
import { createHttpClient } from '@/infrastructure/http/http-client';
import { useRecordingServer } from '../support/recording-server';

/** What DrupalAccountGateway sends, and how it sorts refusals from transport failures. */
describe('DrupalAccountGateway wire details', () => {
  const server = useRecordingServer();
  const accounts = () => {
    const http = createHttpClient({
      system: 'content',
      baseURL: `${server.origin}/cms/`,
      csrfToken: async () => 'csrf-1',
    });
    return new DrupalAccountGateway(http);
  };
  const lastRequest = () => server.lastRequest();

  it('posts the credentials as JSON and reads the string uid as a number', async () => {
    server.reply = { body: { current_user: { uid: '7', name: 'max' }, csrf_token: 'c', logout_token: 'l' } };
    await expect(accounts().logIn('max@example.org', 'secret')).resolves.toEqual({
      ok: true,
      value: { uid: 7, csrfToken: 'c', logoutToken: 'l' },
    });
    expect(lastRequest()).toMatchObject({ method: 'POST', url: '/cms/user/login?_format=json' });
    expect(JSON.parse(lastRequest().body)).toEqual({ name: 'max@example.org', pass: 'secret' });
  });

  it("returns a 400 or 403 as a refusal with the server's message, or 'login failed' without one", async () => {
    server.reply = { status: 400, body: { message: 'Missing credentials.' } };
    await expect(accounts().logIn('', '')).resolves.toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'Missing credentials.' },
    });
    server.reply = { status: 403, body: '<html>Forbidden</html>', contentType: 'text/html' };
    await expect(accounts().logIn('a', 'b')).resolves.toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'login failed' },
    });
  });

  it('throws when the system fails rather than refuses', async () => {
    server.reply = { status: 503, body: { message: 'Site under maintenance' } };
    await expect(accounts().logIn('a', 'b')).rejects.toMatchObject({
      name: 'RemoteSystemError',
      status: 503,
    });
  });

  it('logs out with the token in the query, the CSRF header, and no body type', async () => {
    server.reply = { status: 204, body: '' };
    await accounts().logOut('logout-token');
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      url: '/cms/user/logout?_format=json&token=logout-token',
    });
    expect(lastRequest().headers['x-csrf-token']).toBe('csrf-1');
    expect(lastRequest().headers['content-type']).toBeUndefined();
  });

  it('reads a user whose name fields are empty', async () => {
    server.reply = {
      body: {
        uid: [{ value: 3 }],
        name: [{ value: 'dev' }],
        mail: [],
        field_user_firstname: [],
        field_user_lastname: [],
      },
    };
    await expect(accounts().getUser(3)).resolves.toEqual({
      uid: 3,
      accountName: 'dev',
      firstName: '',
      lastName: '',
      mail: '',
    });
    expect(lastRequest().url).toBe('/cms/user/3?_format=json');
  });

  it('reads the CSRF token as plain text', async () => {
    server.reply = { body: 'Abc-123_token\n', contentType: 'text/plain' };
    await expect(accounts().fetchCsrfToken()).resolves.toBe('Abc-123_token');
    expect(lastRequest().url).toBe('/cms/session/token');
  });
});
