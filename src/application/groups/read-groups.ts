import { inject, injectable } from 'inversify';
import {
  isGroupId,
  type GroupDetails,
  type GroupLeader,
  type Topic,
  type TopicSummary,
  type WorkingGroup,
  TOPICS_PER_PAGE,
} from '@/domain/groups/group';
import { isInGroup, standingOf, type GroupStanding } from '@/domain/groups/group-standing';
import { DEFAULT_TOPIC_ORDER, inTopicOrder } from '@/domain/groups/topic-order';
import { DEFAULT_PAGE, pageOfRows, type Paged } from '@/domain/lists/pager';
import type { ReadOptions } from '../read-options';
import { RemoteSystemError } from '../remote-system-error';
import { GroupGateway, type CommentPlace, type GroupListQuery, type TopicReadOptions } from './group-gateway';

/** One of a member's groups, with their standing in it. */
export interface OwnGroup {
  readonly group: WorkingGroup;
  readonly standing: GroupStanding;
}

/** A stop for a list that never reports its last page: far more groups than the association has. */
const MAX_PAGES = 50;

/**
 * The working groups as the community screens read them. Transport failures throw RemoteSystemError; each read
 * may be cancelled (`signal`).
 */
@injectable()
export class ReadGroups {
  constructor(@inject(GroupGateway) private readonly groups: GroupGateway) {}

  list(query: GroupListQuery, options?: ReadOptions): Promise<Paged<WorkingGroup>> {
    return this.groups.listGroups(query, options);
  }

  /** Null for an unknown group, and for an id that cannot be one (no call is made for it). */
  async group(id: number, options?: ReadOptions): Promise<GroupDetails | null> {
    return isGroupId(id) ? this.groups.getGroup(id, options) : null;
  }

  leaders(groupId: number, options?: ReadOptions): Promise<GroupLeader[]> {
    return this.groups.getLeaders(groupId, options);
  }

  /**
   * Page `page` of the group's topics in the order asked for (`options.order`, newest first when left out:
   * topic-order.ts), at most TOPICS_PER_PAGE of them. The group's view is asked for that order (its exposed
   * sort), and a page of it is passed on as the view sent it: it is the group's order, across every page,
   * which sorting one page could only undo. An answer holding every topic (a stock REST export has no pager,
   * nor a sort to choose; a group of one page) is the whole group, and is ordered and paged here.
   */
  async topics(
    groupId: number,
    page = DEFAULT_PAGE,
    options: TopicReadOptions = {},
  ): Promise<Paged<TopicSummary>> {
    const order = options.order ?? DEFAULT_TOPIC_ORDER;
    const answer = await this.groups.getTopics(groupId, page, { ...options, order });
    const { rows, pager } = answer;
    return rows.length === pager.totalItems
      ? pageOfRows(inTopicOrder(rows, order), page, TOPICS_PER_PAGE)
      : answer;
  }

  /** Null for an unknown topic, and for an id that cannot be a node id. */
  async topic(nid: number, options?: ReadOptions): Promise<Topic | null> {
    return Number.isInteger(nid) && nid > 0 ? this.groups.getTopic(nid, options) : null;
  }

  /**
   * Where a comment's link leads ("Link to this comment", `/comment/{cid}`): its topic. Null for a comment the
   * reader cannot open: none there, an id that cannot be one (no call is made), or one Drupal refuses them
   * (403: in a discussion they may not read, as its permalink would refuse them). A refusal because the
   * session ended is noticed by the transport, as for every call; anything else fails the read.
   */
  async commentPlace(cid: number, options?: ReadOptions): Promise<CommentPlace | null> {
    if (!isGroupId(cid)) return null;
    try {
      return await this.groups.getCommentPlace(cid, options);
    } catch (error) {
      if (error instanceof RemoteSystemError && error.isForbidden) return null;
      throw error;
    }
  }

  /**
   * The groups `uid` belongs to, by title. The view has no "my groups" display, so every page of the list is
   * read (a stock REST export sends them all at once).
   */
  async groupsOf(uid: number, options?: ReadOptions): Promise<OwnGroup[]> {
    const own: OwnGroup[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = { page, sortBy: 'title', sortOrder: 'ASC' } as const;
      const { rows, pager } = await this.groups.listGroups(query, options);
      for (const group of rows) {
        const standing = standingOf(group.members, uid);
        if (isInGroup(standing)) own.push({ group, standing });
      }
      if (rows.length === 0 || page + 1 >= pager.totalPages) break;
    }
    return own;
  }
}
