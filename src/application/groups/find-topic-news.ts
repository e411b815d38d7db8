import { inject, injectable } from 'inversify';
import { isNewTopic, mayHoldNews, newsOf, type TopicNews } from '@/domain/groups/discussion-marks';
import type { TopicSummary } from '@/domain/groups/group';
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
   * list: asked for here once more, every page of the groups would be asked for twice.
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
    const isNew = (topic: TopicSummary) => isNewTopic(uid, topic, reads.get(topic.nid), now);
    const candidates = topics.filter((topic) => isNew(topic) || mayHoldNews(topic, reads.get(topic.nid)));
    const found = await Promise.all(
      candidates.map(async (summary): Promise<NewsInTopic | null> => {
        // A new topic's row too: the list's summary does not name its group.
        const topic = await this.groups.getTopic(summary.nid, options);
        if (!topic) return null;
        const { nid, title, groupId, groupTitle } = topic;
        const about = { nid, title, groupId, groupTitle };
        if (isNew(summary))
          return { ...about, newTopic: true, count: 0, firstNewId: null, latestAt: topic.created };
        const news = newsOf(uid, topic.comments, reads.get(nid) ?? null);
        if (news.latestAt === null) return null;
        return { ...about, ...news, newTopic: false, latestAt: news.latestAt };
      }),
    );
    return found
      .filter((news) => news !== null)
      .sort((a, b) => Date.parse(b.latestAt) - Date.parse(a.latestAt) || b.nid - a.nid);
  }

  /**
   * The latest activity in the member's groups as one mark, in a single read (GroupGateway.getTopicsOfGroups:
   * the most recently active topics with their comment statistics). It changes when anyone comments, edits
   * the latest comment or starts a topic there: only then is it worth reading the news (acrossGroups) again.
   */
  async activity(groupIds: readonly number[], options?: ReadOptions): Promise<string> {
    const rows = await this.groups.getTopicsOfGroups(groupIds, { ...options, order: 'activity' });
    return rows.map((row) => `${row.nid}:${row.commentCount}:${row.lastCommentAt}`).join(' ');
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
