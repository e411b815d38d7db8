import { inject, injectable } from 'inversify';
import { mayHoldNews, newsOf, type TopicNews } from '@/domain/groups/discussion-marks';
import type { TopicSummary } from '@/domain/groups/group';
import type { ReadOptions } from '../read-options';
import { GroupGateway } from './group-gateway';
import { ReadGroups } from './read-groups';
import { ReadingHistory } from './reading-history';

/** A topic with comments new to the member, as the member area lists it. */
export interface NewsInTopic extends TopicNews {
  readonly nid: number;
  readonly title: string;
  readonly groupId: number;
  readonly groupTitle: string;
  /** The first new comment (newsOf's `firstNewId`, never null here). */
  readonly firstNewId: number;
  /** When the latest new comment was written or changed: the member area's order. */
  readonly latestAt: string;
}

/** A stop for a topic list that never reports its last page, as ReadGroups has for the groups. */
const MAX_TOPIC_PAGES = 20;

/**
 * Every topic with something new to the member across their groups (the member area, issue 51), counted by
 * newsOf, the rule the topic's page marks by: each group's topics and what the member has read of them, then
 * the comments of those the list says changed since (views' count is only a hint: core's counts the member's
 * own comments too). Newest activity first. A failed read throws RemoteSystemError, so the screen offers a
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
    const candidates = topics.filter((topic) => mayHoldNews(topic, reads.get(topic.nid)));
    const found = await Promise.all(
      candidates.map(async ({ nid }): Promise<NewsInTopic | null> => {
        const topic = await this.groups.getTopic(nid, options);
        if (!topic) return null;
        const news = newsOf(uid, topic.comments, reads.get(nid) ?? null);
        if (news.firstNewId === null || news.latestAt === null) return null;
        const { title, groupId, groupTitle } = topic;
        return {
          ...news,
          nid,
          title,
          groupId,
          groupTitle,
          firstNewId: news.firstNewId,
          latestAt: news.latestAt,
        };
      }),
    );
    return found
      .filter((news) => news !== null)
      .sort((a, b) => Date.parse(b.latestAt) - Date.parse(a.latestAt) || b.nid - a.nid);
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
