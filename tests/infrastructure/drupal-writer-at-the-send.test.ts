import { describe, expect, it } from 'vitest';
import { GroupGateway } from '@/application/groups/group-gateway';
import { NotTheWriter } from '@/application/groups/not-the-writer';
import { AccountGateway } from '@/application/session/account-gateway';
import { DrupalHttp } from '@/infrastructure/drupal/drupal-connection';
import type { HttpClient } from '@/infrastructure/http/http-client';
import type { HttpRequest } from '@/infrastructure/http/http-request';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { credentials, logInOrFail, uidOf } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { holdOnce } from '../support/hold-once';
import { connectToSandbox } from '../support/sandbox-adapters';
import { useSandbox } from '../support/use-sandbox';

const MEMBER = credentials('member');
const ORGANIZER = credentials('organizer');
const WORDS = 'Sent as the member alone';

/**
 * Holds the next request of `client` that carries a CSRF token (a write, its token fetched and its writer
 * checked) until `release` (holdOnce). Held before the cookie jar (the browser's), which reads the cookies when
 * the request goes, as a browser sends the cookie it holds then. `writes` counts what went out with a token.
 */
function holdTheNextWrite(client: HttpClient) {
  const send = client.transport;
  const tokened = { send };
  const writes: HttpRequest[] = [];
  client.transport = (request) => {
    if (request.headers?.['X-CSRF-Token'] === undefined) return send(request);
    writes.push(request);
    return tokened.send(request);
  };
  return { ...holdOnce(tokened, 'send'), writes };
}

type Write = (groups: GroupGateway, writer: number) => Promise<unknown>;

const WRITES: readonly (readonly [string, Write])[] = [
  [
    'a comment',
    (groups, writer) => groups.postComment(writer, DEMO_TOPIC_NIDS.readingList, `<p>${WORDS}</p>`),
  ],
  [
    'a topic',
    (groups, writer) =>
      groups.postTopic(writer, {
        groupId: DEMO_GROUP_IDS.televisionStudies,
        group: 'Television Studies',
        title: WORDS,
        message: '<p>m</p>',
        files: [],
      }),
  ],
  ['a join', (groups, writer) => groups.join(writer, DEMO_GROUP_IDS.documentaryFilm)],
];

/**
 * Issue 80 at the one moment the writer check cannot see: the browser's session changes hands after the page
 * answer named the writer and before the write goes (DrupalCredentials.csrfToken). The write then carries the
 * member's token and the organizer's cookie, and Drupal, which checks the token against the session the call
 * carries (its CSRF rule, the sandbox's in both modes), refuses it; the one renewal the adapter makes finds the
 * session another account's and sends nothing more. Nothing is stored, as either account.
 */
describe.each(DRUPAL_MODES)(
  'a write whose session changes hands just before it goes (%s Drupal)',
  (drupal) => {
    const running = useSandbox(drupal);

    it.each(WRITES)('%s: refused by Drupal, not sent again, nothing stored', async (_what, write) => {
      const sandbox = running();
      const { browser, container, accounts } = connectToSandbox(sandbox.url);
      await logInOrFail(accounts, ...MEMBER);
      const groups = container.get(GroupGateway);
      const before = await groups.getTopics(DEMO_GROUP_IDS.televisionStudies, 0);
      const readingList = await groups.getTopic(DEMO_TOPIC_NIDS.readingList);
      const documentaryFilm = await groups.getGroup(DEMO_GROUP_IDS.documentaryFilm);
      const held = holdTheNextWrite(container.get<HttpClient>(DrupalHttp));

      const writing = write(groups, uidOf(MEMBER));
      await held.reached;
      // Another tab of the same browser: the member's session ends on the server, and the organizer logs in.
      await sandbox.control('expire-sessions', {});
      await logInOrFail(browser.openTab().get(AccountGateway), ...ORGANIZER);
      held.release();

      await expect(writing).rejects.toBeInstanceOf(NotTheWriter);
      expect(held.writes).toHaveLength(1);
      // Read as the organizer, whose session the browser now holds.
      expect((await groups.getTopic(DEMO_TOPIC_NIDS.readingList))?.comments).toEqual(readingList?.comments);
      expect(
        (await groups.getTopics(DEMO_GROUP_IDS.televisionStudies, 0)).rows.map(({ nid }) => nid),
      ).toEqual(before.rows.map(({ nid }) => nid));
      expect(await groups.getGroup(DEMO_GROUP_IDS.documentaryFilm)).toEqual(documentaryFilm);
    });
  },
);
