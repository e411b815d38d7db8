import { describe, expect, it } from 'vitest';
import { GroupGateway } from '@/application/groups/group-gateway';
import { NotTheWriter } from '@/application/groups/not-the-writer';
import { ReadingHistory } from '@/application/groups/reading-history';
import { AccountGateway } from '@/application/session/account-gateway';
import { DrupalHttp, WriteWithoutWriter } from '@/infrastructure/drupal/drupal-connection';
import { CSRF_TOKEN_INVALID } from '@/infrastructure/http/cookie-authentication';
import type { HttpClient } from '@/infrastructure/http/http-client';
import { containerAt } from '../support/container-at';
import { useRecordingServer, type RecordedRequest } from '../support/recording-server';

const MEMBER = 7;
const ANOTHER_ACCOUNT = 5;
const pageOf = (uid: number) => ({ data: { session: { user_id: uid, logout_token: `logout-of-${uid}` } } });
const DRAFT = { groupId: 3, title: 'T', message: '<p>M</p>', group: 'G', files: [] };

type Call<Port> = 'read' | ((port: Port, writer: number) => Promise<unknown>);
/**
 * Every method of the ports whose Drupal adapters write, sorted into reads and writes: a method the port gains
 * fails the type check until it is sorted here, and a write is then held to its writer below.
 */
const GROUP_CALLS: Record<keyof GroupGateway, Call<GroupGateway>> = {
  listGroups: 'read',
  getGroup: 'read',
  getLeaders: 'read',
  getTopics: 'read',
  getTopicsOfGroups: 'read',
  getTopic: 'read',
  getTopicsByNid: 'read',
  getCommentPlace: 'read',
  getCommentStatistics: 'read',
  join: (groups, writer) => groups.join(writer, 3),
  leave: (groups, writer) => groups.leave(writer, 3),
  postTopic: (groups, writer) => groups.postTopic(writer, DRAFT),
  postComment: (groups, writer) => groups.postComment(writer, 42, '<p>Words</p>'),
  editComment: (groups, writer) => groups.editComment(writer, 9, '<p>Words</p>', '2026-11-01T00:00:00+00:00'),
  editTopic: (groups, writer) =>
    groups.editTopic(writer, 42, { title: 'T', message: '<p>M</p>' }, '2026-11-01T00:00:00+00:00'),
  deleteTopic: (groups, writer) => groups.deleteTopic(writer, 42),
  deleteComment: (groups, writer) => groups.deleteComment(writer, 9),
  setTopicPinned: (groups, writer) => groups.setTopicPinned(writer, 42, true),
};
const HISTORY_CALLS: Record<keyof ReadingHistory, Call<ReadingHistory>> = {
  lastRead: 'read',
  markRead: (history, writer) => history.markRead(writer, 42),
};
const writesOf = <Port>(calls: Record<string, Call<Port>>) =>
  Object.entries(calls).flatMap(([name, call]) => (call === 'read' ? [] : [[name, call] as const]));

/** What the adapters ask before a write: the token, and the page answer that names whose session it is. */
const isTokenCheck = ({ url }: RecordedRequest) => /\/session\/token|\/get\/page/.test(url);

/**
 * Issue 80: every write to the content system goes as its writer, checked in one place (drupal-connection.ts:
 * DrupalCredentials.csrfToken and writesNameTheirWriter), and a stale token of the writer's own session is renewed once.
 */
describe('the Drupal adapters’ writes go as their writer', () => {
  const server = useRecordingServer();
  const tab = () => containerAt(server.origin);
  /** Requests before this index were the test's own set-up (a login). */
  let setUp = 0;
  const writes = () => server.requests.slice(setUp).filter((request) => !isTokenCheck(request));

  /** A Drupal whose browser session is `holder`'s, answering `write` to anything but the token check. */
  const sessionOf =
    (holder: number, write: (request: RecordedRequest) => object = () => ({ body: {} })) =>
    (request: RecordedRequest) => {
      if (request.url.includes('/session/token'))
        return { body: `token-${holder}`, contentType: 'text/plain' };
      if (request.url.includes('/get/page')) return { body: pageOf(holder) };
      return write(request);
    };

  for (const [name, write] of writesOf(GROUP_CALLS))
    it(`${name}: sends nothing when the browser’s session is another account’s`, async () => {
      server.reply = sessionOf(ANOTHER_ACCOUNT);
      await expect(write(tab().get(GroupGateway), MEMBER)).rejects.toBeInstanceOf(NotTheWriter);
      expect(writes()).toEqual([]);
    });

  for (const [name, write] of writesOf(HISTORY_CALLS))
    it(`${name}: sends nothing when the browser’s session is another account’s`, async () => {
      server.reply = sessionOf(ANOTHER_ACCOUNT);
      await expect(write(tab().get(ReadingHistory), MEMBER)).rejects.toBeInstanceOf(NotTheWriter);
      expect(writes()).toEqual([]);
    });

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'refuses a %s that names no writer before anything, its token included, is asked for',
    async (method) => {
      server.reply = sessionOf(MEMBER);
      const http = tab().get<HttpClient>(DrupalHttp);
      await expect(http.request({ method, url: 'node/42', data: {}, csrf: 'session' })).rejects.toMatchObject(
        {
          message: expect.stringContaining(new WriteWithoutWriter({ method, url: 'node/42' }).message),
        },
      );
      expect(server.requests).toEqual([]);
    },
  );

  describe('a token of the writer’s earlier session (a logout and a login again elsewhere)', () => {
    /** The member logged in here, keeping that session's token; Drupal now holds a later session of theirs. */
    async function loggedInEarlier(refuse: (token: string) => boolean) {
      const container = tab();
      server.reply = {
        body: { current_user: { uid: String(MEMBER) }, csrf_token: 'earlier', logout_token: 'l' },
      };
      await container.get(AccountGateway).logIn('member@example.org', 'member-pass');
      setUp = server.requests.length;
      server.reply = sessionOf(MEMBER, (request) =>
        refuse(String(request.headers['x-csrf-token']))
          ? { status: 403, body: { message: CSRF_TOKEN_INVALID } }
          : { body: {} },
      );
      return container.get(GroupGateway);
    }
    const tokensSent = () => writes().map((request) => request.headers['x-csrf-token']);

    it('is renewed once: the write goes again with a fresh token of the writer’s session', async () => {
      const groups = await loggedInEarlier((token) => token === 'earlier');
      await groups.postComment(MEMBER, 42, '<p>Words</p>');
      expect(tokensSent()).toEqual(['earlier', `token-${MEMBER}`]);
    });

    it('shows a second refusal, sending no third time', async () => {
      const groups = await loggedInEarlier(() => true);
      await expect(groups.postComment(MEMBER, 42, '<p>Words</p>')).rejects.toMatchObject({
        status: 403,
        serverMessage: CSRF_TOKEN_INVALID,
      });
      expect(tokensSent()).toEqual(['earlier', `token-${MEMBER}`]);
    });

    it('sends no second time when the fresh session is another account’s', async () => {
      const groups = await loggedInEarlier((token) => token === 'earlier');
      const earlier = sessionOf(MEMBER, () => ({ status: 403, body: { message: CSRF_TOKEN_INVALID } }));
      server.reply = (request) =>
        request.url.includes('/get/page') ? { body: pageOf(ANOTHER_ACCOUNT) } : earlier(request);
      await expect(groups.postComment(MEMBER, 42, '<p>Words</p>')).rejects.toBeInstanceOf(NotTheWriter);
      expect(tokensSent()).toEqual(['earlier']);
    });

    it('sends no second time for a refusal of another kind', async () => {
      const groups = await loggedInEarlier(() => false);
      server.reply = sessionOf(MEMBER, () => ({ status: 403, body: { message: 'Access denied' } }));
      await expect(groups.postComment(MEMBER, 42, '<p>Words</p>')).rejects.toMatchObject({ status: 403 });
      expect(tokensSent()).toEqual(['earlier']);
    });
  });
});
