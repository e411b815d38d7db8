import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FindTopicNews } from '@/application/groups/find-topic-news';
import { GroupGateway } from '@/application/groups/group-gateway';
import { ReadGroups } from '@/application/groups/read-groups';
import { ReadingHistory } from '@/application/groups/reading-history';
import { DrupalHttp } from '@/infrastructure/drupal/drupal-connection';
import type { HttpClient } from '@/infrastructure/http/http-client';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { credentials, DEMO_ACCOUNTS, logInOrFail } from '../support/demo-accounts';
import { DEMO_GROUP_IDS } from '../support/demo-groups';
import { connectToSandbox } from '../support/sandbox-adapters';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';

/**
 * Issue 72: what a beat of the member area's news costs Drupal, counted as the requests the sandbox is sent
 * (the Drupal adapter, its connection and its session, as in the browser), in both modes: a quiet beat, and
 * a beat after one and after twenty topics got a comment from another member. No more than three each.
 */
describe.each(DRUPAL_MODES)(
  'reads per beat of the member area’s news, against the sandbox (%s Drupal)',
  (drupal) => {
    let sandbox: RunningSandbox;
    beforeAll(async () => {
      sandbox = await startSandbox({ drupal });
    });
    beforeEach(() => sandbox.control('restore-start'));
    afterAll(() => sandbox.close());

    /** A browser logged in as `who`, with a count of the requests its tab sends Drupal. */
    async function browserOf(who: 'member' | 'organizer') {
      const browser = connectToSandbox(sandbox.url);
      await logInOrFail(browser.accounts, ...credentials(who));
      const http = browser.container.get<HttpClient>(DrupalHttp);
      const sent: string[] = [];
      const send = http.transport;
      http.transport = (request) => (sent.push(`${request.method} ${request.url}`), send(request));
      return { container: browser.container, sent };
    }

    it.each([1, 20])(
      'a quiet beat reads once; one after %i topics got news, at most three times',
      async (count) => {
        const organizer = await browserOf('organizer');
        const member = await browserOf('member');
        const posting = organizer.container.get(GroupGateway);
        const nids: number[] = [];
        for (let n = 0; n < count; n++) {
          const draft = { groupId: DEMO_GROUP_IDS.filmHistory, group: 'Film History', files: [] };
          nids.push(
            (
              await posting.postTopic(DEMO_ACCOUNTS.organizer.user.uid, {
                ...draft,
                title: `Beat ${n}`,
                message: '<p>…</p>',
              })
            ).nid,
          );
        }
        // The member has read them: what comes after is new. Drupal keeps whole seconds.
        for (const nid of nids)
          await member.container.get(ReadingHistory).markRead(DEMO_ACCOUNTS.member.user.uid, nid);
        await new Promise((resolve) => setTimeout(resolve, 1100));

        const uid = DEMO_ACCOUNTS.member.user.uid;
        const groupIds = (await member.container.get(ReadGroups).groupsOf(uid)).map(({ group }) => group.id);
        const find = member.container.get(FindTopicNews);
        const shown = await find.withActivity(uid, groupIds);
        member.sent.length = 0;
        expect(await find.beat(uid, groupIds, shown)).toBeNull();
        const quiet = member.sent.length;

        for (const nid of nids)
          await posting.postComment(
            DEMO_ACCOUNTS.organizer.user.uid,
            nid,
            '<p>News for the member area.</p>',
          );
        member.sent.length = 0;
        const after = await find.beat(uid, groupIds, shown);
        const busy = [...member.sent];
        expect(after?.news.filter(({ nid }) => nids.includes(nid))).toHaveLength(count);
        expect(after?.news).toEqual(await find.acrossGroups(uid, groupIds));

        console.info(
          `[issue 72] ${drupal} Drupal: reads per beat, quiet ${quiet}, after ${count} topic(s) with news ${busy.length}: ${busy.join(', ')}`,
        );
        expect(quiet).toBe(1);
        expect(busy.length).toBeLessThanOrEqual(3);
      },
    );
  },
);
