import { beforeEach, describe, expect, it } from 'vitest';
import { MembershipGateway } from '@/application/session/membership-gateway';
import { SessionStore } from '@/application/session/session-store';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { aSession } from '../support/builders';
import { containerAt } from '../support/container-at';
import type { Container } from 'inversify';
import type { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { useRecordingServer } from '../support/recording-server';

const sessionStorageOf = (container: Container) => container.get(SessionStorage) as InMemoryStorage;
const persistentStorageOf = (container: Container) => container.get(PersistentStorage) as InMemoryStorage;
const LOGIN_OK = { STATUSCODE: 1, STATUS: 'OK', SESSION: 's-1', VALIDTOKEN: 'v-1', USERNAME: 'Max' };

/** What SewobeMembershipGateway posts, and how it reads SEWOBE's always-200 answers. */
describe('SewobeMembershipGateway wire details', () => {
  const server = useRecordingServer();
  const tab = () => containerAt(server.origin, { membershipClientKey: 'client-key' });
  const membership = () => tab().get(MembershipGateway);
  beforeEach(() => {
    server.reply = { body: { STATUSCODE: 1 } };
  });
  const lastForm = () => Object.fromEntries(new URLSearchParams(server.lastRequest().body));

  it('posts the login as a form with the fixed parameters and the client key', async () => {
    server.reply = { body: LOGIN_OK };
    await expect(membership().logIn('max@example.org', 'secret')).resolves.toEqual({
      ok: true,
      value: undefined,
    });
    const request = server.lastRequest();
    // No cookies: SEWOBE may answer CORS with `*`, which a credentialed browser request cannot read.
    expect(request.headers.cookie).toBeUndefined();
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

  it.each([{}, { unexpected: true }, { STATUSCODE: 'OK', STATUS: 'OK' }])(
    'reads a login answer without a STATUSCODE (%j) as an unexpected answer, not a refusal',
    async (body) => {
      server.reply = { body };
      await expect(membership().logIn('a', 'b')).rejects.toMatchObject({
        name: 'RemoteSystemError',
        system: 'sewobe',
        reason: 'unexpected-answer',
        message: 'Unexpected answer from the membership system',
      });
    },
  );

  it('reads a login refusal’s STATUSCODE sent as text', async () => {
    server.reply = { body: { STATUSCODE: '-3', STATUS: 'Benutzername oder Passwort falsch' } };
    await expect(membership().logIn('a', 'b')).resolves.toEqual({
      ok: false,
      error: { kind: 'membership-refused', statusCode: -3, status: 'Benutzername oder Passwort falsch' },
    });
  });

  it('turns an answer that is not JSON into a RemoteSystemError', async () => {
    server.reply = { body: '<html>Wartung</html>', contentType: 'text/html' };
    await expect(membership().logIn('a', 'b')).rejects.toMatchObject({
      name: 'RemoteSystemError',
      system: 'sewobe',
      message: 'Unexpected answer from the membership system',
    });
  });

  it('keeps its session, ends it with KP_LOGOUT under both field names and checks it with KP_CHECK_SESSION', async () => {
    server.reply = { body: LOGIN_OK };
    const gateway = membership();
    await gateway.logIn('a', 'b');
    server.reply = { body: { STATUSCODE: -2, STATUS: 'Session ungueltig' } };
    await expect(gateway.checkSession()).resolves.toBe(false);
    expect(server.lastRequest().url).toBe('/membership/zugang/api/KP_CHECK_SESSION');
    expect(lastForm()).toEqual({ SESSION_CHECK: 's-1' });
    await gateway.logOut();
    expect(server.lastRequest().url).toBe('/membership/zugang/api/KP_LOGOUT');
    // Both carry the session: SESSION, and SESSION_ZUGANG as SEWOBE's own published client sends it
    // (docs/wire-sewobe.md, 'KP_LOGOUT').
    expect(lastForm()).toEqual({ SESSION: 's-1', SESSION_ZUGANG: 's-1' });
  });

  describe('a KP_LOGOUT that does not say the session ended', () => {
    const loggedIn = async () => {
      server.reply = { body: LOGIN_OK };
      const gateway = membership();
      await gateway.logIn('a', 'b');
      return gateway;
    };

    it.each([
      { body: { STATUSCODE: -1, STATUS: 'Mandant unbekannt' }, message: 'STATUSCODE -1: Mandant unbekannt' },
      { body: { STATUSCODE: 0 }, message: 'STATUSCODE 0' },
    ])('fails with its STATUSCODE ($message), and Try again ends the session', async ({ body, message }) => {
      const gateway = await loggedIn();
      server.reply = { body };
      await expect(gateway.logOut()).rejects.toMatchObject({
        name: 'RemoteSystemError',
        system: 'sewobe',
        reason: 'unexpected-answer',
        message: `The membership system did not end the session (${message})`,
      });
      server.reply = { body: { STATUSCODE: 1 } };
      await expect(gateway.logOut()).resolves.toBeUndefined();
      expect(lastForm()).toEqual({ SESSION: 's-1', SESSION_ZUGANG: 's-1' });
    });

    it('fails as an unexpected answer when it has no STATUSCODE', async () => {
      const gateway = await loggedIn();
      server.reply = { body: { unexpected: true } };
      await expect(gateway.logOut()).rejects.toMatchObject({
        reason: 'unexpected-answer',
        message: 'Unexpected answer from the membership system',
      });
    });

    it('counts a session SEWOBE does not know (-2) as ended: nothing is left to end', async () => {
      const gateway = await loggedIn();
      server.reply = { body: { STATUSCODE: -2, STATUS: 'Session ungueltig' } };
      await expect(gateway.logOut()).resolves.toBeUndefined();
      const before = server.requests.length;
      await expect(gateway.logOut()).resolves.toBeUndefined();
      expect(server.requests).toHaveLength(before);
    });
  });

  it('keeps the session in this tab’s session storage only, and forgets it when the portal session ends', async () => {
    server.reply = { body: LOGIN_OK };
    const container = tab();
    await container.get(MembershipGateway).logIn('a', 'b');
    expect(JSON.stringify([...sessionStorageOf(container).entries])).toContain('s-1');
    expect(JSON.stringify([...persistentStorageOf(container).entries])).not.toContain('s-1');
    container.get(SessionStore).update({ session: aSession() });
    container.get(SessionStore).reset();
    const requestsBefore = server.requests.length;
    await expect(container.get(MembershipGateway).checkSession()).resolves.toBe(false);
    expect(server.requests).toHaveLength(requestsBefore);
    expect(JSON.stringify([...sessionStorageOf(container).entries])).not.toContain('s-1');
  });

  it('reads a SEWOBE {"ERROR": ...} body as the failure text of a non-2xx answer', async () => {
    server.reply = { status: 400, body: { ERROR: 'Parameter MANDANT_KEY fehlt' } };
    await expect(membership().logIn('a', 'b')).rejects.toMatchObject({
      name: 'RemoteSystemError',
      status: 400,
      serverMessage: 'Parameter MANDANT_KEY fehlt',
    });
  });
});
