import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { createHttpClient } from '@/infrastructure/http/http-client';
import { startRecordingServer, type RecordingServer } from '../support/recording-server';

describe('createHttpClient', () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer(({ url }) => {
      if (url.endsWith('/missing'))
        return { status: 404, body: '<h1>Not found</h1>', contentType: 'text/html' };
      if (url.endsWith('/forbidden'))
        return { status: 403, body: { message: 'X-CSRF-Token request header is missing' } };
      return { body: { ok: true } };
    });
  });
  afterAll(() => server.close());

  const client = (csrfToken: string | null = 'token-123') =>
    createHttpClient({
      system: 'content',
      baseURL: `${server.origin}/cms/`,
      csrfToken: async () => csrfToken,
    });
  const lastRequest = () => server.requests.at(-1)!;

  it('asks for JSON and sends cookies along (withCredentials)', async () => {
    const http = client();
    await http.get('anything');
    expect(lastRequest().headers.accept).toBe('application/json');
    expect(http.defaults.withCredentials).toBe(true);
    expect(http.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });

  it('sends X-CSRF-Token on unsafe methods only', async () => {
    const http = client();
    await http.get('read');
    expect(lastRequest().headers['x-csrf-token']).toBeUndefined();
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      await http.request({ method, url: 'write', data: {} });
      expect(lastRequest().headers['x-csrf-token'], method).toBe('token-123');
    }
  });

  it('sends no CSRF header when there is no token (an anonymous visitor)', async () => {
    await client(null).post('write', {});
    expect(lastRequest().headers['x-csrf-token']).toBeUndefined();
  });

  it('turns a status outside 2xx into RemoteSystemError with the spec’s text', async () => {
    const failure = await client()
      .get('missing')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteSystemError);
    expect(failure).toMatchObject({
      system: 'content',
      status: 404,
      message: 'Request failed with status code 404',
      serverMessage: null,
    });
  });

  it('keeps the message of a Drupal error body as serverMessage', async () => {
    await expect(client().post('forbidden', {})).rejects.toMatchObject({
      status: 403,
      message: 'Request failed with status code 403',
      serverMessage: 'X-CSRF-Token request header is missing',
    });
  });

  it('reports a system that does not answer with status null', async () => {
    const closed = await startRecordingServer(() => ({}));
    await closed.close();
    const http = createHttpClient({ system: 'membership', baseURL: `${closed.origin}/` });
    await expect(http.get('anything')).rejects.toMatchObject({
      name: 'RemoteSystemError',
      system: 'membership',
      status: null,
    });
  });
});
