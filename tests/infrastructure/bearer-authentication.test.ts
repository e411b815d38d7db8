import { describe, expect, it } from 'vitest';
import { authenticateWithBearer } from '@/infrastructure/http/bearer-authentication';
import { createHttpClient } from '@/infrastructure/http/http-client';
import { useRecordingServer } from '../support/recording-server';

/** The proposal system's client: a bearer token in memory, one renewal and one retry on 401. */
describe('bearer authentication', () => {
  const server = useRecordingServer();
  const setup = () => {
    let token: string | null = 'old';
    let renewals = 0;
    const http = createHttpClient({
      system: 'proposals',
      baseURL: `${server.origin}/proposals/`,
      authenticate: (send) =>
        authenticateWithBearer(send, {
          token: () => token,
          renew: async () => {
            renewals += 1;
            token = `new-${renewals}`;
          },
          isLoginRequest: (url) => url === 'login',
        }),
    });
    return { http, renewals: () => renewals };
  };
  const authorizations = () => server.requests.map((request) => request.headers.authorization);
  /** Accepts only the first renewed token. */
  const acceptsRenewed = () => {
    server.reply = (request) =>
      request.headers.authorization === 'Bearer new-1' ? { body: { ok: 1 } } : { status: 401 };
  };

  it('sends the token, and on a 401 renews it once and retries the call once', async () => {
    acceptsRenewed();
    const { http, renewals } = setup();
    await expect(http.put('forms-data/update', { a: 1 })).resolves.toMatchObject({ data: { ok: 1 } });
    expect(renewals()).toBe(1);
    expect(authorizations()).toEqual(['Bearer old', 'Bearer new-1']);
    expect(server.lastRequest().body).toBe('{"a":1}');
  });

  it('fails for good when the retry is refused too, without looping', async () => {
    server.reply = { status: 401 };
    const { http, renewals } = setup();
    await expect(http.get('count/1/paper')).rejects.toMatchObject({ name: 'RemoteSystemError', status: 401 });
    expect(renewals()).toBe(1);
    expect(server.requests).toHaveLength(2);
  });

  it('shares one renewal among calls refused at the same time', async () => {
    acceptsRenewed();
    const { http, renewals } = setup();
    await Promise.all([http.get('a'), http.get('b'), http.get('c')]);
    expect(renewals()).toBe(1);
  });

  it('sends no token with the login and never renews because of it', async () => {
    server.reply = { status: 401 };
    const { http, renewals } = setup();
    await http.post('login', {}).catch(() => undefined);
    expect(authorizations()).toEqual([undefined]);
    expect(renewals()).toBe(0);
  });

  it('does not renew on 403: not allowed is not expired', async () => {
    server.reply = { status: 403 };
    const { http, renewals } = setup();
    await expect(http.get('x')).rejects.toMatchObject({ status: 403 });
    expect(renewals()).toBe(0);
  });
});
