import { inject, injectable } from 'inversify';
import {
  isNewTopic,
  latestHoldNews,
  mayHoldNews,
  newsOf,
  type TopicNews,
} from '@/domain/groups/discussion-marks';
import { TOPICS_PER_PAGE, type Topic, type TopicSummary } from '@/domain/groups/group';
import type { ReadOptions } from '../read-options';
import { GroupGateway } from './group-gateway';
import { ReadGroups } from './read-groups';
import { ReadingHistory } from './reading-history';

/** A topic new to the member, or with comments new to them, as the member area lists it. */
export interface NewsInTopic extends TopicNews {
  readonly nid: number;
  readonly title: string;
  readonly groupId: number;
  readonly groupTitle: string;
  /**
   * Never opened by the member and recent (isNewTopic): "New" as a whole, with no count of its comments and
   * no first new one (`count` 0, `firstNewId` null): opening it shows them all.
   */
  readonly newTopic: boolean;
  /** When the topic (a new one) or its latest new comment was written: the member area's order. */
  readonly latestAt: string;
}

/**
 * The news with the mark of the latest activity they were read after (activity): a later read of the activity
 * that differs means that someone wrote since, and the news are worth reading again.
 */
export interface TopicNewsRead {
  readonly news: readonly NewsInTopic[];
  readonly activity: string;
}

/** A stop for a topic list that never reports its last page, as ReadGroups has for the groups. */
const MAX_TOPIC_PAGES = 20;

/**
 * Every topic with something new to the member across their groups (the member area, issue 51): a recent one
 * they never opened (isNewTopic, issue 61), or one whose comments say so by newsOf, the rule the topic's page
 * marks by. Each group's topics and what the member has read of them, then the comments of those the list says
 * changed since (views' count is only a hint: core's counts the member's own comments too). Newest first. A failed read throws RemoteSystemError, so the screen offers a
 * retry rather than saying that nothing is new.
 */
@injectable()
export class FindTopicNews {
  constructor(
    @inject(ReadGroups) private readonly read: ReadGroups,
    @inject(GroupGateway) private readonly groups: GroupGateway,
    @inject(ReadingHistory) private readonly history: ReadingHistory,
  ) {}

  /**
   * The news (acrossGroups) with their mark, in one answer, so the first beat of a list drawn by the server
   * has a mark to compare with and asks for none. The mark is read first: what others write while the news
   * are read, or any time after, makes the next mark differ.
   */
  async withActivity(
    uid: number,
    groupIds: readonly number[],
    options?: ReadOptions,
  ): Promise<TopicNewsRead> {
    const activity = await this.activity(groupIds, options);
    return { news: await this.acrossGroups(uid, groupIds, options), activity };
  }

  /**
   * `groupIds`: the member's groups (ReadGroups.groupsOf), as the member area has read them already for its own
   * list: asked for here once more, every page of the groups would be asked for twice. The topics that may
   * hold news are then read at once (GroupGateway.getTopicsByNid), however many they are.
   */
  async acrossGroups(
    uid: number,
    groupIds: readonly number[],
    options?: ReadOptions,
  ): Promise<NewsInTopic[]> {
    const topics = (await Promise.all(groupIds.map((id) => this.topicsOf(id, options)))).flat();
    if (topics.length === 0) return [];
    const reads = await this.history.lastRead(
      topics.map(({ nid }) => nid),
      options,
    );
    const now = Date.now();
    const candidates = topics.filter((topic) => mayBeNews(uid, topic, reads.get(topic.nid), now));
    return this.newsIn(uid, candidates, reads, now, options);
  }

  /**
   * One beat of the member area (issues 72 and 80): null when the latest activity in the member's groups
   * (activity) is still that of the news drawn (`shown`), one read; otherwise the news read again from what
   * changed, in at most two reads more whatever the number of topics with news and their length: when the
   * member last read the topics whose row changed and those listed already, then those whose row changed and
   * may hold news, at once, with their latest comments (newsIn). A topic whose row did not change gained
   * nothing new: its news drawn stay as they are unless the member read it since (stillNews), so the answer is
   * what acrossGroups would answer. Only a full page of rows that all changed may hide changes past it: then
   * everything is read again.
   */
  async beat(
    uid: number,
    groupIds: readonly number[],
    shown: TopicNewsRead,
    options?: ReadOptions,
  ): Promise<TopicNewsRead | null> {
    const rows = await this.groups.getTopicsOfGroups(groupIds, { ...options, order: 'activity' });
    const activity = activityMark(rows);
    if (activity === shown.activity) return null;
    const before = new Set(shown.activity.split(' '));
    const changed = rows.filter((row) => !before.has(rowMark(row)));
    if (rows.length >= TOPICS_PER_PAGE && changed.length === rows.length)
      return { news: await this.acrossGroups(uid, groupIds, options), activity };
    const asked = [...new Set([...changed, ...shown.news].map(({ nid }) => nid))];
    if (asked.length === 0) return { news: [], activity };
    const reads = await this.history.lastRead(asked, options);
    const now = Date.now();
    const changedNids = new Set(changed.map(({ nid }) => nid));
    const kept = shown.news.filter(
      (news) => !changedNids.has(news.nid) && stillNews(uid, news, reads.get(news.nid), now),
    );
    const fresh = changed.filter((row) => mayBeNews(uid, row, reads.get(row.nid), now));
    const news = [...kept, ...(await this.newsIn(uid, fresh, reads, now, options))];
    return { news: news.sort(newestFirst), activity };
  }

  /**
   * The latest activity in the member's groups as one mark, in a single read (GroupGateway.getTopicsOfGroups:
   * the most recently active topics with their comment statistics). It changes when anyone comments, edits
   * the latest comment or starts a topic there: only then is it worth reading the news (acrossGroups) again.
   */
  async activity(groupIds: readonly number[], options?: ReadOptions): Promise<string> {
    return activityMark(await this.groups.getTopicsOfGroups(groupIds, { ...options, order: 'activity' }));
  }

  /**
   * The news of the topics of the rows `candidates`, newest first: read in one call with their latest comments
   * (a stock Drupal's last page of each), which hold every new one as the row tells (latestHoldNews) unless
   * more than a page was written since the member's read or a reply went to an earlier page; only those are
   * read whole, in one call more.
   */
  private async newsIn(
    uid: number,
    candidates: readonly TopicSummary[],
    reads: ReadonlyMap<number, string | null>,
    now: number,
    options?: ReadOptions,
  ): Promise<NewsInTopic[]> {
    const rows = new Map(candidates.map((row) => [row.nid, row]));
    if (rows.size === 0) return [];
    const latest = await this.groups.getTopicsByNid([...rows.keys()], { ...options, comments: 'latest' });
    const partial = latest
      .filter((topic) => !latestHoldNews(rows.get(topic.nid)!, topic.comments, reads.get(topic.nid), now))
      .map(({ nid }) => nid);
    const whole = partial.length === 0 ? [] : await this.groups.getTopicsByNid(partial, options);
    return [...latest.filter(({ nid }) => !partial.includes(nid)), ...whole]
      .map((topic) => newsOfTopic(uid, topic, reads.get(topic.nid), now))
      .filter((news) => news !== null)
      .sort(newestFirst);
  }

  /** Every page of a group's topics: an old topic can hold new comments too. */
  private async topicsOf(groupId: number, options?: ReadOptions): Promise<TopicSummary[]> {
    const topics: TopicSummary[] = [];
    for (let page = 0; page < MAX_TOPIC_PAGES; page++) {
      const { rows, pager } = await this.read.topics(groupId, page, options);
      topics.push(...rows);
      if (rows.length === 0 || page + 1 >= pager.totalPages) break;
    }
    return topics;
  }
}

/** The member area's order: the latest news first, the later nid first within one time. */
const newestFirst = (a: NewsInTopic, b: NewsInTopic) =>
  Date.parse(b.latestAt) - Date.parse(a.latestAt) || b.nid - a.nid;

/**
 * Whether news drawn of a topic whose row did not change since still hold, by when the member last read it
 * (`lastRead`): a new topic until they open it or it grows older than the history's limit (isNewTopic); new
 * comments until they read the topic again, which is recorded after every comment that the unchanged row
 * counts was written, so that none is new any more.
 */
function stillNews(
  uid: number,
  news: NewsInTopic,
  lastRead: string | null | undefined,
  now: number,
): boolean {
  if (news.newTopic) return isNewTopic(uid, { created: news.latestAt, authorUid: null }, lastRead, now);
  return typeof lastRead === 'string' && Date.parse(lastRead) < Date.parse(news.latestAt);
}

/** A topic's row in the mark of activity: it changes when a comment comes, goes or is edited last. */
const rowMark = (row: TopicSummary): string => `${row.nid}:${row.commentCount}:${row.lastCommentAt}`;

const activityMark = (rows: readonly TopicSummary[]): string => rows.map(rowMark).join(' ');

/**
 * Whether a topic of a list is worth reading for news: new to the member as a whole (isNewTopic), or read
 * before and changed since by the list's hint (mayHoldNews).
 */
const mayBeNews = (uid: number, row: TopicSummary, lastRead: string | null | undefined, now: number) =>
  isNewTopic(uid, row, lastRead, now) || mayHoldNews(row, lastRead);

/** What a topic holds new to the member (as its page marks it), or null when nothing. */
function newsOfTopic(
  uid: number,
  topic: Topic,
  lastRead: string | null | undefined,
  now: number,
): NewsInTopic | null {
  const { nid, title, groupId, groupTitle } = topic;
  const about = { nid, title, groupId, groupTitle };
  if (isNewTopic(uid, topic, lastRead, now))
    return { ...about, newTopic: true, count: 0, firstNewId: null, latestAt: topic.created };
  const news = newsOf(uid, topic.comments, lastRead ?? null);
  if (news.latestAt === null) return null;
  return { ...about, ...news, newTopic: false, latestAt: news.latestAt };
}
