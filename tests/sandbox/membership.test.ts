import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../sandbox/demo-data/accounts';
import { postForm, sewobeCredentials, startTestSandbox, type TestSandbox } from './sandbox-harness';

const loginFields = (key: DemoAccountKey, mandant = 'necs-sandbox-key') => ({
  ...sewobeCredentials(key),
  DISABLE_IP_BROWSER_CHECK: '1',
  SESSION_GUELTIG: '24',
  BROWSERDATA: 'vitest',
  MANDANT_KEY: mandant,
});

describe('membership system (SEWOBE)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.dispose());

  it('logs in and answers session, token and the full name, STATUSCODE a number', async () => {
    const response = await postForm(sandbox.app, 'KP_LOGIN', loginFields('member'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      STATUSCODE: 1,
      STATUS: 'OK',
      SESSION: expect.stringMatching(/^[\w-]{20,}$/),
      VALIDTOKEN: expect.stringMatching(/^[\w-]{10,}$/),
      USERNAME: 'Marta Kowalska',
    });
  });

  it.each([
    [
      'wrong credentials',
      { ...loginFields('member'), PWPORTAL: 'wrong' },
      { STATUSCODE: -3, STATUS: 'Benutzername oder Passwort falsch' },
    ],
    [
      'an unknown account',
      { ...loginFields('member'), UPORTAL: 'nobody@example.org', PWPORTAL: 'x' },
      { STATUSCODE: -3, STATUS: 'Benutzername oder Passwort falsch' },
    ],
    ['a locked account', loginFields('locked'), { STATUSCODE: -5, STATUS: 'Zugang gesperrt' }],
    ['a wrong client key', loginFields('member', 'other'), { STATUSCODE: -1, STATUS: 'Mandant unbekannt' }],
  ])('refuses %s with HTTP 200', async (_case, fields, answer) => {
    const response = await postForm(sandbox.app, 'KP_LOGIN', fields);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(answer);
  });

  it('checks a session until it is logged out', async () => {
    const login = await postForm(sandbox.app, 'KP_LOGIN', loginFields('organizer'));
    const session = login.json<{ SESSION: string }>().SESSION;

    expect((await postForm(sandbox.app, 'KP_CHECK_SESSION', { SESSION_CHECK: session })).json()).toEqual({
      STATUSCODE: 1,
    });
    expect((await postForm(sandbox.app, 'KP_LOGOUT', { SESSION: session })).json()).toEqual({
      STATUSCODE: 1,
    });
    expect((await postForm(sandbox.app, 'KP_CHECK_SESSION', { SESSION_CHECK: session })).json()).toEqual({
      STATUSCODE: -2,
      STATUS: 'Session ungueltig',
    });
  });

  it('refuses to check an unknown session', async () => {
    const response = await postForm(sandbox.app, 'KP_CHECK_SESSION', { SESSION_CHECK: 'made-up' });
    expect(response.json().STATUSCODE).toBe(-2);
  });
});
