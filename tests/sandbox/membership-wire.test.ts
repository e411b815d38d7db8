import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, sewobeCredentials, startTestSandbox, type TestSandbox } from './sandbox-harness';

const FOREIGN_ORIGIN = 'https://portal.example.org';

describe('membership system (SEWOBE): field names, malformed requests, CORS', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.dispose());

  const logIn = async () =>
    (
      await postForm(sandbox.app, 'KP_LOGIN', {
        ...sewobeCredentials('member'),
        MANDANT_KEY: 'necs-sandbox-key',
      })
    ).json<{ SESSION: string }>().SESSION;
  const check = async (session: string) =>
    (await postForm(sandbox.app, 'KP_CHECK_SESSION', { SESSION_CHECK: session })).json().STATUSCODE;

  it.each(['SESSION', 'SESSION_ZUGANG'])('ends a session named in %s alone', async (field) => {
    const session = await logIn();
    expect((await postForm(sandbox.app, 'KP_LOGOUT', { [field]: session })).json()).toEqual({
      STATUSCODE: 1,
    });
    expect(await check(session)).toBe(-2);
  });

  it.each([
    ['KP_LOGIN without MANDANT_KEY', 'KP_LOGIN', sewobeCredentials('member'), 400],
    ['KP_LOGOUT without any session field', 'KP_LOGOUT', {}, 400],
    ['KP_CHECK_SESSION without SESSION_CHECK', 'KP_CHECK_SESSION', {}, 400],
    ['an unknown call', 'KP_DELETE_EVERYTHING', { MANDANT_KEY: 'necs-sandbox-key' }, 404],
  ])('answers %s with a non-2xx status and an ERROR text', async (_case, call, fields, status) => {
    const response = await postForm(sandbox.app, call, fields);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ ERROR: expect.stringMatching(/\S/) });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers any origin with * and never allows credentials', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/membership/zugang/api/KP_CHECK_SESSION',
      headers: { origin: FOREIGN_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'SESSION_CHECK=x',
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers).not.toHaveProperty('access-control-allow-credentials');
  });

  it('answers a preflight for a form post', async () => {
    const response = await sandbox.app.inject({
      method: 'OPTIONS',
      url: '/membership/zugang/api/KP_LOGIN',
      headers: {
        origin: FOREIGN_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': expect.stringContaining('POST'),
      'access-control-allow-headers': expect.stringMatching(/content-type/i),
    });
    expect(response.headers).not.toHaveProperty('access-control-allow-credentials');
  });
});

describe('content system: same origin only', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.dispose());

  it.each([
    ['GET', '/cms/necs-json/get/page?uri=/'],
    ['GET', '/cms/rest/views/public_news/title?_format=json'],
    ['OPTIONS', '/cms/user/login?_format=json'],
    ['OPTIONS', '/cms/necs-json/get/page?uri=/'],
  ] as const)('answers %s %s from a foreign origin without CORS headers', async (method, url) => {
    const response = await sandbox.app.inject({
      method,
      url,
      headers: { origin: FOREIGN_ORIGIN, 'access-control-request-method': 'POST' },
    });
    const corsHeaders = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
    expect(corsHeaders).toEqual([]);
  });
});
