import { beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createHttpClient } from '@/infrastructure/http/http-client';
import { SewobeMembershipGateway } from '@/infrastructure/sewobe/sewobe-membership-gateway';
import { useRecordingServer } from '../support/recording-server';

/** What SewobeMembershipGateway posts, and how it reads SEWOBE's always-200 answers. */
describe('SewobeMembershipGateway wire details', () => {
  const server = useRecordingServer();
  const membership = () => {
    const http = createHttpClient({ system: 'membership', baseURL: `${server.origin}/membership/` });
    return new SewobeMembershipGateway(http, { ...defaultConfig, membershipClientKey: 'client-key' });
  };
  beforeEach(() => {
    server.reply = { body: { STATUSCODE: 1 } };
  });
  const lastForm = () => Object.fromEntries(new URLSearchParams(server.lastRequest().body));

  it('posts the login as a form with the fixed parameters and the client key', async () => {
    server.reply = {
      body: { STATUSCODE: 1, STATUS: 'OK', SESSION: 's-1', VALIDTOKEN: 'v-1', USERNAME: 'Max' },
    };
    await expect(membership().logIn('max@example.org', 'secret')).resolves.toEqual({
      ok: true,
      value: { session: 's-1', validToken: 'v-1' },
    });
    const request = server.lastRequest();
    expect(request).toMatchObject({ method: 'POST', url: '/membership/zugang/api/KP_LOGIN' });
    expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(lastForm()).toEqual({
      UPORTAL: 'max@example.org',
      PWPORTAL: 'secret',
      DISABLE_IP_BROWSER_CHECK: '1',
      SESSION_GUELTIG: '24',
      BROWSERDATA: expect.stringMatching(/\S/),
      MANDANT_KEY: 'client-key',
    });
  });

  it('treats STATUSCODE 1 without a SESSION as a refusal', async () => {
    server.reply = { body: { STATUSCODE: 1, STATUS: 'OK', SESSION: null } };
    await expect(membership().logIn('a', 'b')).resolves.toEqual({
      ok: false,
      error: { kind: 'membership-refused', statusCode: 1, status: 'OK' },
    });
  });

  it('reports a missing STATUSCODE as null', async () => {
    server.reply = { body: {} };
    await expect(membership().logIn('a', 'b')).resolves.toEqual({
      ok: false,
      error: { kind: 'membership-refused', statusCode: null, status: '' },
    });
  });

  it('turns an answer that is not JSON into a RemoteSystemError', async () => {
    server.reply = { body: '<html>Wartung</html>', contentType: 'text/html' };
    await expect(membership().logIn('a', 'b')).rejects.toMatchObject({
      name: 'RemoteSystemError',
      system: 'membership',
      message: 'Unexpected answer from the membership system',
    });
  });

  it('ends a session with KP_LOGOUT and checks one with KP_CHECK_SESSION', async () => {
    await membership().logOut('s-1');
    expect(server.lastRequest().url).toBe('/membership/zugang/api/KP_LOGOUT');
    expect(lastForm()).toEqual({ SESSION: 's-1' });
    server.reply = { body: { STATUSCODE: -2, STATUS: 'Session ungueltig' } };
    await expect(membership().checkSession('s-1')).resolves.toBe(false);
    expect(server.lastRequest().url).toBe('/membership/zugang/api/KP_CHECK_SESSION');
    expect(lastForm()).toEqual({ SESSION_CHECK: 's-1' });
  });
});
