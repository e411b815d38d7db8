import { FindTopicNews, type TopicNewsRead } from '@/application/groups/find-topic-news';
import { GroupGateway } from '@/application/groups/group-gateway';
import { ReadGroups } from '@/application/groups/read-groups';
import { ReadingHistory } from '@/application/groups/reading-history';
import { DrupalHttp } from '@/infrastructure/drupal/drupal-connection';
import type { HttpClient } from '@/infrastructure/http/http-client';
import { growDiscussions } from '../../scripts/grow-discussions';
import { credentials, DEMO_ACCOUNTS, logInOrFail } from './demo-accounts';
import { DEMO_GROUP_IDS } from './demo-groups';
import { connectToSandbox } from './sandbox-adapters';

/** More comments than a page of a stock Drupal's comment field holds (50): a topic it pages. */
export const LONG_TOPIC_COMMENTS = 55;

/** The requests a beat of the member area's news sent Drupal, each `METHOD url`. */
export interface BeatReads {
  /** With nothing written since the news were drawn. */
  readonly quiet: readonly string[];
  /** After another member commented on one of the topics with news. */
  readonly afterOne: readonly string[];
  /** After another member commented on each of them. */
  readonly afterEach: readonly string[];
}

/** A browser logged in as `who`, with the requests its tab sends Drupal. */
async function browserOf(origin: string, who: 'member' | 'organizer') {
  const browser = connectToSandbox(origin);
  await logInOrFail(browser.accounts, ...credentials(who));
  const http = browser.container.get<HttpClient>(DrupalHttp);
  const sent: string[] = [];
  const send = http.transport;
  http.transport = (request) => (sent.push(`${request.method} ${request.url}`), send(request));
  return { container: browser.container, sent };
}

/**
 * What a beat of the member area's news (FindTopicNews.beat) costs Drupal, through the Drupal adapter, its
 * connection and its session as in the browser, on a sandbox just started or restored (`origin`): the
 * organizer writes `topics` topics in Film History (with LONG_TOPIC_COMMENTS comments each when `long`),
 * the member reads them, the organizer comments on each, and the member's news are drawn with all of them;
 * then a quiet beat, a beat after one more comment on the first, and one after a comment on each. `check`
 * is told each beat's answer, what reading everything again answers, and how many comments each topic now
 * holds new to the member, for a test to compare.
 */
export async function newsBeatReads(
  origin: string,
  { topics, long }: { topics: number; long: boolean },
  check: (
    beat: TopicNewsRead | null,
    everything: TopicNewsRead['news'],
    news: ReadonlyMap<number, number>,
  ) => void = () => {},
): Promise<BeatReads> {
  const organizer = await browserOf(origin, 'organizer');
  const member = await browserOf(origin, 'member');
  const writer = DEMO_ACCOUNTS.organizer.user.uid;
  const posting = organizer.container.get(GroupGateway);
  const nids: number[] = [];
  for (let n = 0; n < topics; n++) {
    const draft = { groupId: DEMO_GROUP_IDS.filmHistory, group: 'Film History', files: [] };
    nids.push((await posting.postTopic(writer, { ...draft, title: `Beat ${n}`, message: '<p>…</p>' })).nid);
  }
  if (long) {
    const [mail, password] = credentials('organizer');
    const grow = (topicNid: number) =>
      growDiscussions({ base: origin, topicNid, topics: 0, comments: LONG_TOPIC_COMMENTS, mail, password });
    await Promise.all(nids.map(grow));
  }
  const uid = DEMO_ACCOUNTS.member.user.uid;
  // The member has read them: what comes after is new. Drupal keeps whole seconds.
  for (const nid of nids) await member.container.get(ReadingHistory).markRead(uid, nid);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const news = new Map(nids.map((nid) => [nid, 0]));
  const commentOn = async (on: readonly number[]) => {
    for (const nid of on) {
      await posting.postComment(writer, nid, '<p>News for the member area.</p>');
      news.set(nid, news.get(nid)! + 1);
    }
  };
  await commentOn(nids);

  const groupIds = (await member.container.get(ReadGroups).groupsOf(uid)).map(({ group }) => group.id);
  const find = member.container.get(FindTopicNews);
  let shown = await find.withActivity(uid, groupIds);
  const beat = async () => {
    member.sent.length = 0;
    const answer = await find.beat(uid, groupIds, shown);
    const sent = [...member.sent];
    check(answer, await find.acrossGroups(uid, groupIds), news);
    shown = answer ?? shown;
    return sent;
  };
  const quiet = await beat();
  await commentOn(nids.slice(0, 1));
  const afterOne = await beat();
  await commentOn(nids);
  const afterEach = await beat();
  return { quiet, afterOne, afterEach };
}
