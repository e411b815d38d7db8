import type { HttpClient } from '@/infrastructure/http/http-client';
import { describe, expect, it, vi } from 'vitest';
import { LogOut, LOGOUT_WAIT_MS } from '@/application/session/log-out';
import { AccountGateway } from '@/application/session/account-gateway';
import { SessionStore } from '@/application/session/session-store';
import { SiteGateway } from '@/application/site/site-gateway';
import { DrupalHttp } from '@/infrastructure/drupal/drupal-connection';
import { aSession } from '../support/builders';
import { containerAt } from '../support/container-at';
import { useRecordingServer, type RecordedRequest } from '../support/recording-server';

/**
 * A call that sends the session's CSRF token for no writer: these tests are of the token's fetch and keeping,
 * not of whose session it is (the writers' check: group-writing and writer-check tests).
 */
const SESSION_TOKEN = { csrf: 'session', readsOnly: true } as const;

const LOGIN_ANSWER = { current_user: { uid: '7', name: 'max' }, csrf_token: 'c', logout_token: 'l' };
const pageWith = (logoutToken?: string) => ({
  data: {
    node: null,
    session: { user_id: 7, user_name: 'max', is_member: true, roles: {}, logout_token: logoutToken },
  },
});

/** What DrupalAccountGateway sends, how it sorts refusals from failures, and how it keeps its tokens. */
describe('DrupalAccountGateway wire details', () => {
  const server = useRecordingServer();
  const tab = () => containerAt(server.origin);
  const accounts = () => tab().get(AccountGateway);
  const lastRequest = () => server.lastRequest();
  const paths = () => server.requests.map((request) => request.url.split('?')[0]);
  /** A Drupal whose session is live: login, page answers with `logoutToken`, session/token, logout. */
  const liveSession =
    (logoutToken = 'l') =>
    (request: RecordedRequest) => {
      if (request.url.includes('/user/login')) return { body: LOGIN_ANSWER };
      if (request.url.includes('/get/page')) return { body: pageWith(logoutToken) };
      if (request.url.includes('/session/token')) return { body: 'fresh-csrf', contentType: 'text/plain' };
      return { status: 204, body: '' };
    };

  it('posts the credentials as JSON and reads the string uid as a number', async () => {
    server.reply = { body: LOGIN_ANSWER };
    await expect(accounts().logIn('max@example.org', 'secret')).resolves.toEqual({
      ok: true,
      value: { uid: 7 },
    });
    expect(lastRequest()).toMatchObject({ method: 'POST', url: '/cms/user/login?_format=json' });
    expect(JSON.parse(lastRequest().body)).toEqual({ name: 'max@example.org', pass: 'secret' });
  });

  it("returns a 400 or 403 as a refusal with the server's message, or with none for the view to word", async () => {
    server.reply = { status: 400, body: { message: 'Missing credentials.' } };
    await expect(accounts().logIn('', '')).resolves.toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'Missing credentials.' },
    });
    server.reply = { status: 403, body: '<html>Forbidden</html>', contentType: 'text/html' };
    await expect(accounts().logIn('a', 'b')).resolves.toEqual({
      ok: false,
      error: { kind: 'rejected', message: null },
    });
  });

  it('throws when the system fails rather than refuses', async () => {
    server.reply = { status: 503, body: { message: 'Site under maintenance' } };
    await expect(accounts().logIn('a', 'b')).rejects.toMatchObject({
      name: 'RemoteSystemError',
      status: 503,
    });
  });

  it('logs out with the tokens of its own login: token in the query, CSRF header, no body type', async () => {
    server.reply = liveSession();
    const gateway = accounts();
    await gateway.logIn('max@example.org', 'secret');
    await gateway.logOut();
    expect(paths()).toEqual(['/cms/user/login', '/cms/user/logout']);
    expect(lastRequest()).toMatchObject({ method: 'POST', url: '/cms/user/logout?_format=json&token=l' });
    expect(lastRequest().headers['x-csrf-token']).toBe('c');
    expect(lastRequest().headers['content-type']).toBeUndefined();
  });

  /** A member logged in, and the content system's client with its transport as it was, to wrap. */
  async function loggedInClient() {
    server.reply = liveSession();
    const container = containerAt(server.origin);
    const gateway = container.get(AccountGateway);
    await gateway.logIn('max@example.org', 'secret');
    const http = container.get<HttpClient>(DrupalHttp);
    return { container, gateway, http, onTheWire: http.transport };
  }

  /** A write's CSRF use: a token of user 7's session only. */
  const WRITER = { csrf: { writer: 7 } } as const;

  /** A call whose answer never comes: it ends only when its signal aborts it, at once if it already has (as fetch). */
  const unanswered = (request: Parameters<HttpClient['transport']>[0]) =>
    new Promise<never>((_, reject) => {
      const abort = () => reject(new DOMException('Aborted', 'AbortError'));
      if (request.signal?.aborted) abort();
      request.signal?.addEventListener('abort', abort);
    });

  /**
   * A read of `news` whose first answer never comes, answered when sent again; the other calls to `rest`.
   * Returns the calls as they go on the wire.
   */
  function readHeldThroughLogout(http: HttpClient, rest: HttpClient['transport']): string[] {
    const wire: string[] = [];
    http.transport = (request) => {
      wire.push(`${request.method} ${request.url}`);
      if (!request.url.startsWith('news')) return rest(request);
      if (wire.filter((line) => line.endsWith(' news')).length > 1)
        return Promise.resolve({ status: 200, data: ['after the logout'], headers: new Headers() });
      return unanswered(request);
    };
    return wire;
  }

  it('stops the reads under way before it logs out, so none is answered from before it, and sends them again after', async () => {
    const { gateway, http, onTheWire } = await loggedInClient();
    const wire = readHeldThroughLogout(http, onTheWire);
    const read = http.get('news');
    await gateway.logOut();
    await expect(read).resolves.toMatchObject({ data: ['after the logout'] });
    expect(wire.map((line) => line.split('?')[0])).toEqual(['get news', 'post user/logout', 'get news']);
  });

  it('sends the held reads again once a logout Drupal never answers has waited its limit, not the longer one of reads', async () => {
    const { container, http, onTheWire } = await loggedInClient();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const wire = readHeldThroughLogout(http, (request) =>
        request.url.startsWith('user/logout') ? unanswered(request) : onTheWire(request),
      );
      const read = http.get('news');
      const logout = container.get(LogOut).execute();
      // The logout's own wait (the member is logged out here by then), after which the read goes again.
      await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS);
      await logout;
      await expect(read).resolves.toMatchObject({ data: ['after the logout'] });
      expect(wire.map((line) => line.split('?')[0])).toEqual(['get news', 'post user/logout', 'get news']);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    {
      write: 'a comment (POST)',
      path: 'comment',
      send: (http: HttpClient) => http.post('comment', {}, WRITER),
    },
    {
      write: 'a Join (GET, with its token)',
      path: 'group/3/join',
      send: (http: HttpClient) => http.get('group/3/join', WRITER),
    },
  ])('never sends $write again that a logout stopped: it may have reached Drupal', async ({ path, send }) => {
    const { gateway, http, onTheWire } = await loggedInClient();
    let sent = 0;
    http.transport = (request) => {
      if (!request.url.startsWith(path)) return onTheWire(request);
      sent += 1;
      return unanswered(request);
    };
    const write = expect(send(http)).rejects.toMatchObject({
      name: 'RemoteSystemError',
      reason: 'cancelled',
    });
    await gateway.logOut();
    await write;
    expect(sent).toBe(1);
  });

  it('logs out from a tab that did not log in: logout token from a page answer, CSRF from session/token', async () => {
    server.reply = liveSession('from-page');
    await accounts().logOut();
    expect(paths()).toEqual(['/cms/necs-json/get/page', '/cms/session/token', '/cms/user/logout']);
    expect(lastRequest().url).toBe('/cms/user/logout?_format=json&token=from-page');
    expect(lastRequest().headers['x-csrf-token']).toBe('fresh-csrf');
  });

  it('takes the logout token of the latest page answer, without asking again', async () => {
    server.reply = liveSession('seen-with-a-page');
    const container = tab();
    await container.get(SiteGateway).getPage('/news');
    await container.get(AccountGateway).logOut();
    expect(paths()).toEqual(['/cms/necs-json/get/page', '/cms/session/token', '/cms/user/logout']);
    expect(lastRequest().url).toContain('token=seen-with-a-page');
  });

  it('sends nothing when the page answer says nobody is logged in', async () => {
    server.reply = {
      body: { data: { node: null, session: { user_id: 0, user_name: '', is_member: false, roles: [] } } },
    };
    await expect(accounts().logOut()).resolves.toBeUndefined();
    expect(paths()).toEqual(['/cms/necs-json/get/page']);
  });

  it('forgets its tokens when the portal session ends, so the next logout asks afresh', async () => {
    server.reply = liveSession();
    const container = tab();
    await container.get(AccountGateway).logIn('max@example.org', 'secret');
    container.get(SessionStore).update({ session: aSession({ userId: 7 }) });
    container.get(SessionStore).reset({ expired: true });
    await container.get(AccountGateway).logOut();
    expect(paths()).toEqual([
      '/cms/user/login',
      '/cms/necs-json/get/page',
      '/cms/session/token',
      '/cms/user/logout',
    ]);
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
});

describe('the CSRF token of the Drupal client', () => {
  const server = useRecordingServer();
  const drupalClient = () => containerAt(server.origin).get<HttpClient>(DrupalHttp);
  const tokenRequests = () => server.requests.filter((request) => request.url.endsWith('/session/token'));
  const csrfHeaders = () =>
    server.requests.filter((r) => !r.url.endsWith('/session/token')).map((r) => r.headers['x-csrf-token']);

  it('is read from session/token once after a reload, shared by calls at once and kept for later ones', async () => {
    server.reply = (request) =>
      request.url.endsWith('/session/token')
        ? { body: 'Abc-123_token\n', contentType: 'text/plain' }
        : { body: {} };
    const http = drupalClient();
    await Promise.all([http.post('a', {}, SESSION_TOKEN), http.get('b', SESSION_TOKEN)]);
    await http.post('c', {}, SESSION_TOKEN);
    expect(tokenRequests()).toHaveLength(1);
    expect(csrfHeaders()).toEqual(['Abc-123_token', 'Abc-123_token', 'Abc-123_token']);
  });

  it('is sent only by requests that ask for it, whatever their method', async () => {
    server.reply = (request) =>
      request.url.endsWith('/session/token') ? { body: 't', contentType: 'text/plain' } : { body: {} };
    const http = drupalClient();
    await http.post('no-csrf', {}, { readsOnly: true });
    await http.get('with-csrf', SESSION_TOKEN);
    expect(csrfHeaders()).toEqual([undefined, 't']);
  });

  it('is dropped when a page answer brings another session’s logout token (a login elsewhere)', async () => {
    let token = 'first';
    server.reply = (request) => {
      if (request.url.endsWith('/session/token'))
        return { body: `csrf-of-${token}`, contentType: 'text/plain' };
      if (request.url.includes('/get/page')) return { body: pageWith(token) };
      return { body: {} };
    };
    const container = containerAt(server.origin);
    const http = container.get<HttpClient>(DrupalHttp);
    await container.get(SiteGateway).getPage('/');
    await http.post('a', {}, SESSION_TOKEN);
    token = 'second';
    await container.get(SiteGateway).getPage('/');
    await http.post('b', {}, SESSION_TOKEN);
    expect(
      server.requests
        .filter((r) => r.url.startsWith('/cms/a') || r.url.startsWith('/cms/b'))
        .map((r) => r.headers['x-csrf-token']),
    ).toEqual(['csrf-of-first', 'csrf-of-second']);
  });
});

describe('DrupalAccountGateway on a site whose page answers carry no logout token', () => {
  const server = useRecordingServer();

  it('fails the logout instead of calling a live session ended', async () => {
    server.reply = { body: pageWith(undefined) };
    await expect(containerAt(server.origin).get(AccountGateway).logOut()).rejects.toMatchObject({
      name: 'RemoteSystemError',
      reason: 'unexpected-answer',
    });
  });
});
