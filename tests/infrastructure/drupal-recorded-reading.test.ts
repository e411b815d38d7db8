import { describe, expect, it } from 'vitest';
import { AccountGateway } from '@/application/session/account-gateway';
import { GroupGateway } from '@/application/groups/group-gateway';
import { DRUPAL_ACCOUNT_MESSAGES } from '@/infrastructure/drupal/drupal-account-messages';
import { containerAt } from '../support/container-at';
import { WIRE_WRITER, writerTokenAnswer } from '../support/drupal-wire-writer';
import { messageOf, recordedStep, type RecordedStep } from '../support/recorded-drupal-answers';
import { useRecordingServer, type CannedReply } from '../support/recording-server';

/** A recorded answer of a genuine Drupal 10.3.7, served as it came. */
const asRecorded = ({ status, body, headers }: RecordedStep): CannedReply => ({
  status,
  body,
  contentType: headers['content-type'] ?? 'text/plain',
});

/**
 * How the Drupal adapters read what a genuine Drupal 10.3.7 answered (tests/sandbox/recorded/README.md),
 * so that the portal reads the real system's words, not only the sandbox's.
 */
describe('the Drupal adapters read the answers of a genuine Drupal', () => {
  const server = useRecordingServer();
  const accounts = () => containerAt(server.origin).get(AccountGateway);

  it.each([
    'login: wrong password',
    'login: unknown account',
    'login: blocked account',
    'login: missing name and pass',
    'flood: right password after 5 failures',
  ])('%s: a refusal with Drupal’s message, for the login form to show', async (what) => {
    const step = recordedStep(what);
    server.reply = asRecorded(step);
    await expect(accounts().logIn('someone@example.org', 'pass')).resolves.toEqual({
      ok: false,
      error: { kind: 'rejected', message: messageOf(step.body) },
    });
  });

  it('the adapter’s own words are Drupal’s', () => {
    const words = [
      'login: blocked account',
      'flood: right password after 5 failures',
      'login again while logged in',
    ];
    expect(words.map((what) => messageOf(recordedStep(what).body))).toEqual([
      DRUPAL_ACCOUNT_MESSAGES.blocked,
      DRUPAL_ACCOUNT_MESSAGES.flooded,
      DRUPAL_ACCOUNT_MESSAGES.alreadyLoggedIn,
    ]);
    expect(messageOf(recordedStep('login: wrong password').body)).toBe(DRUPAL_ACCOUNT_MESSAGES.unrecognized);
    expect(messageOf(recordedStep('user: own account after logout (anonymous)').body)).toBe(
      DRUPAL_ACCOUNT_MESSAGES.noProfileAccess,
    );
    expect(messageOf(recordedStep('logout: wrong token').body)).toBe(
      DRUPAL_ACCOUNT_MESSAGES.invalidLogoutToken,
    );
  });

  it('login: success: the uid, sent as a string, read as a number', async () => {
    server.reply = asRecorded(recordedStep('login: success'));
    await expect(accounts().logIn('member@example.org', 'member-pass')).resolves.toEqual({
      ok: true,
      value: { uid: 2 },
    });
  });

  it('user: own account: the record of a site without the name fields, read with empty names', async () => {
    server.reply = asRecorded(recordedStep('user: own account'));
    await expect(accounts().getUser(2)).resolves.toEqual({
      uid: 2,
      accountName: 'member@example.org',
      firstName: '',
      lastName: '',
      mail: 'member@example.org',
    });
  });

  it('user: another account, refused: a failure the caller ignores, with Drupal’s reason', async () => {
    server.reply = asRecorded(recordedStep('user: own account after logout (anonymous)'));
    await expect(accounts().getUser(2)).rejects.toMatchObject({
      status: 403,
      serverMessage: DRUPAL_ACCOUNT_MESSAGES.noProfileAccess,
    });
  });

  it('login, then logout: the logout token of the login answer, and an empty 204 read as done', async () => {
    const login = recordedStep('login: success');
    server.reply = (request) =>
      asRecorded(request.url.includes('/user/logout') ? recordedStep('logout: right token') : login);
    const gateway = accounts();
    await gateway.logIn('member@example.org', 'member-pass');
    await expect(gateway.logOut()).resolves.toBeUndefined();
    expect(server.lastRequest().url).toBe('/cms/user/logout?_format=json&token=%3Ctoken%3E');
  });

  it.each(['comment: no CSRF token', 'comment: token, body of the wrong shape'])(
    '%s: a comment refused with the status and Drupal’s message',
    async (what) => {
      const step = recordedStep(what);
      server.reply = (request) =>
        request.url.endsWith('/session/token')
          ? asRecorded(recordedStep('session/token while logged in'))
          : (writerTokenAnswer(request) ?? asRecorded(step));
      await expect(
        containerAt(server.origin).get(GroupGateway).postComment(WIRE_WRITER, 1, '<p>hi</p>'),
      ).rejects.toMatchObject({
        status: step.status,
        serverMessage: messageOf(step.body),
      });
    },
  );
});
