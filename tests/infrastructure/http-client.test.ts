import { describe, expect, it } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { connectToDrupal } from '@/infrastructure/drupal/drupal-connection';
import { authenticateWithCookie } from '@/infrastructure/http/cookie-authentication';
import { createHttpClient } from '@/infrastructure/http/http-client';
import { connectToProposals } from '@/infrastructure/proposals/proposal-connection';
import { connectToSewobe } from '@/infrastructure/sewobe/sewobe-connection';
import { useRecordingServer } from '../support/recording-server';

describe('createHttpClient', () => {
  const server = useRecordingServer();
  const client = () =>
    createHttpClient({
      system: 'drupal',
      baseURL: `${server.origin}/cms/`,
      withCredentials: true,
      authenticate: (send) =>
        authenticateWithCookie(send, { csrfToken: async () => 'token-123', csrfTokenRefused: () => {} }),
    });
  const lastRequest = () => server.lastRequest();

  it('asks for JSON; only the cookie session (Drupal) sends cookies along, SEWOBE and the proposal system do not', async () => {
    await client().get('anything');
    expect(lastRequest().headers.accept).toBe('application/json');
    const config = {
      cmsUrl: '/cms/',
      appName: 'necs',
      membershipUrl: '/membership/',
      proposalsUrl: '/proposals/',
    };
    expect(connectToDrupal(config).http.withCredentials).toBe(true);
    expect(connectToSewobe(config).withCredentials).toBe(false);
    expect(connectToProposals(config).http.withCredentials).toBe(false);
  });

  it('sends plain values as JSON, forms and query parameters as PHP reads them (arrays as key[])', async () => {
    const http = client();
    await http.post('json', { a: 1 });
    expect(lastRequest()).toMatchObject({ body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    await http.post('form', new URLSearchParams({ b: '2' }));
    expect(lastRequest().headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    await http.get('list', { params: { _format: 'json', tid: [1, 2], none: undefined } });
    expect(lastRequest().url).toBe('/cms/list?_format=json&tid%5B%5D=1&tid%5B%5D=2');
  });

  it('sends X-CSRF-Token only on requests that opt in, GETs included', async () => {
    const http = client();
    await http.post('write', {});
    expect(lastRequest().headers['x-csrf-token']).toBeUndefined();
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      await http.request({ method, url: 'declared', data: {}, csrf: { writer: 7 } });
      expect(lastRequest().headers['x-csrf-token'], method).toBe('token-123');
    }
  });

  it('turns a status outside 2xx into RemoteSystemError with the text "Request failed with status code N" and reason "status"', async () => {
    server.reply = { status: 404, body: '<h1>Not found</h1>', contentType: 'text/html' };
    const failure = await client()
      .get('missing')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteSystemError);
    expect(failure).toMatchObject({
      system: 'drupal',
      status: 404,
      reason: 'status',
      message: 'Request failed with status code 404',
      serverMessage: null,
    });
  });

  it.each([
    [
      'Drupal',
      { message: 'X-CSRF-Token request header is missing' },
      'X-CSRF-Token request header is missing',
    ],
    ['SEWOBE', { ERROR: 'MANDANT_KEY fehlt' }, 'MANDANT_KEY fehlt'],
  ])('keeps the failure text of a %s error body as serverMessage', async (_system, body, text) => {
    server.reply = { status: 403, body };
    await expect(client().post('forbidden', {})).rejects.toMatchObject({
      status: 403,
      message: 'Request failed with status code 403',
      serverMessage: text,
    });
  });

  it('tells 401 and 403 apart', async () => {
    const failureOf = (status: number) => {
      server.reply = { status };
      return client()
        .get('x')
        .then(
          () => expect.fail('the call should fail'),
          (error: RemoteSystemError) => error,
        );
    };
    const unauthenticated = await failureOf(401);
    const forbidden = await failureOf(403);
    expect([unauthenticated.isUnauthenticated, unauthenticated.isForbidden]).toEqual([true, false]);
    expect([forbidden.isUnauthenticated, forbidden.isForbidden]).toEqual([false, true]);
  });

  it('reports a system that does not answer with status null and reason "network"', async () => {
    const http = createHttpClient({
      system: 'sewobe',
      baseURL: 'http://127.0.0.1:1/',
    });
    await expect(http.get('anything')).rejects.toMatchObject({
      name: 'RemoteSystemError',
      system: 'sewobe',
      status: null,
      reason: 'network',
      isRetryable: true,
    });
  });

  it('reports a call cancelled through its AbortSignal with reason "cancelled"', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client().get('anything', { signal: controller.signal })).rejects.toMatchObject({
      name: 'RemoteSystemError',
      reason: 'cancelled',
      isRetryable: false,
    });
  });
});
