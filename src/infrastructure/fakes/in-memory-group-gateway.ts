import { NotTheWriter } from '@/application/groups/not-the-writer';
import type {
  CommentPlace,
  EditOutcome,
  GroupGateway,
  NewerComment,
  NewerTopic,
  GroupListQuery,
  TopicDraft,
  TopicEdit,
  TopicReadOptions,
  TopicsByNidOptions,
  UploadOptions,
} from '@/application/groups/group-gateway';
import type { CommentStatistics } from '@/domain/groups/comment-arrivals';
import {
  isGroupId,
  type GroupDetails,
  type GroupLeader,
  type Topic,
  type TopicSummary,
  type WorkingGroup,
  TOPICS_PER_PAGE,
} from '@/domain/groups/group';
import { DEFAULT_TOPIC_ORDER, inTopicOrder } from '@/domain/groups/topic-order';
import { pageOfRows, type Paged } from '@/domain/lists/pager';
import { defaultConfig } from '../config/load-config';
import { COMMENTS_PER_PAGE } from '../drupal/topic-comment-pages';
import { HeldUploads } from './held-uploads';
import { InMemoryGroups } from './in-memory-groups';
import { InMemoryTopics, type TopicAccess } from './in-memory-topics';
import { checkTopicDraft, postedTopic } from './posted-topic';
import { refused, TOPIC_REFUSALS } from './topic-refusals';
import { SimulatedOutage } from './simulated-outage';

import { GROUP_REFUSALS, GROUPS_PER_PAGE, type InMemoryGroupOptions } from './in-memory-group-options';

export { GROUP_REFUSALS, GROUPS_PER_PAGE, type InMemoryGroupOptions };

/**
 * The working groups in memory, for one browser: groups and leaders are public, the discussions are for
 * members of the association, who alone join, and post and comment in their groups (403 otherwise); files
 * are checked as the server does (400 with its message); uploads can be held and cancelled (`uploads`).
 */
export class InMemoryGroupGateway implements GroupGateway {
  private readonly groups: InMemoryGroups;
  private readonly topics: InMemoryTopics;
  private readonly userNames: Readonly<Record<number, string>>;
  private uidSource: () => number;
  private readonly isMember: (uid: number) => boolean;
  private readonly drupalBase: string;
  readonly outage = new SimulatedOutage('drupal');
  readonly uploads = new HeldUploads();
  /** Every postTopic call in order, refused ones included, so a test can see what a retry sent. */
  readonly postedDrafts: TopicDraft[] = [];
  /** Every postComment call in order, refused ones included. */
  readonly postedComments: { topicNid: number; html: string; replyTo?: number }[] = [];

  constructor(options: InMemoryGroupOptions = {}) {
    this.userNames = options.userNames ?? {};
    this.groups = new InMemoryGroups(options.groups ?? [], (uid) => this.nameOf(uid));
    this.uidSource = options.currentUid ?? (() => 0);
    this.isMember = options.isMember ?? (() => true);
    this.drupalBase = options.drupalBase ?? defaultConfig.cmsUrl;
    const moderates = options.moderates ?? (() => false);
    const access: TopicAccess = {
      associationMember: (refusal) => {
        if (!this.isAssociationMember()) throw refused(403, refusal);
        return this.uidSource();
      },
      memberGroup: (groupId, refusal) => this.memberGroup(groupId, refusal),
      nameOf: (uid) => this.nameOf(uid),
      moderates: () => this.isAssociationMember() && moderates(this.uidSource()),
    };
    this.topics = new InMemoryTopics([...(options.topics ?? [])], access, options.history, options.pinned);
  }

  /** Logs this browser in as `uid` (0: logs out), for tests without an account gateway. */
  setCurrentUid(uid: number): void {
    this.uidSource = () => uid;
  }

  async listGroups(query: GroupListQuery): Promise<Paged<WorkingGroup>> {
    this.outage.check();
    return this.groups.list(query);
  }

  async getGroup(id: number): Promise<GroupDetails | null> {
    this.outage.check();
    return this.groups.find(id);
  }

  async getLeaders(id: number): Promise<GroupLeader[]> {
    this.outage.check();
    return this.groups.leaders(id);
  }

  /**
   * Pages as the site's view does: TOPICS_PER_PAGE a page, in the order asked for. The fake stands in for the
   * view, which sorts before it pages, so it sorts with the portal's one rule (topic-order.ts), as the
   * sandbox's SQL does in its own words.
   */
  async getTopics(
    groupId: number,
    page: number,
    { order = DEFAULT_TOPIC_ORDER }: TopicReadOptions = {},
  ): Promise<Paged<TopicSummary>> {
    this.outage.check();
    this.readsDiscussions();
    const rows = inTopicOrder(this.topics.summaries(groupId, this.uidSource()), order);
    return pageOfRows(rows, page, TOPICS_PER_PAGE);
  }

  async getTopicsOfGroups(
    groupIds: readonly number[],
    { order = DEFAULT_TOPIC_ORDER }: TopicReadOptions = {},
  ): Promise<readonly TopicSummary[]> {
    if (groupIds.length === 0) return [];
    this.outage.check();
    this.readsDiscussions();
    const rows = groupIds.flatMap((id) => this.topics.summaries(id, this.uidSource()));
    return pageOfRows(inTopicOrder(rows, order), 0, TOPICS_PER_PAGE).rows;
  }

  async getTopic(nid: number): Promise<Topic | null> {
    this.outage.check();
    this.readsDiscussions();
    return this.topics.find(nid);
  }

  /** The latest comments as a stock Drupal's pager gives them: the last page of 50 (the stricter Drupal). */
  async getTopicsByNid(
    nids: readonly number[],
    { comments = 'every' }: TopicsByNidOptions = {},
  ): Promise<readonly Topic[]> {
    if (nids.length === 0) return [];
    this.outage.check();
    this.readsDiscussions();
    const topics = [...new Set(nids)].flatMap((nid) => this.topics.find(nid) ?? []);
    return comments === 'every' ? topics : topics.map(withLastCommentPage);
  }

  /**
   * As core's EntityResource: no such comment is null (404, before any access check); then the comment's access,
   * which asks for its topic's (the discussions' readers only, 403 with the comment's reason).
   */
  async getCommentPlace(cid: number): Promise<CommentPlace | null> {
    this.outage.check();
    const place = this.topics.placeOf(cid);
    if (place && !this.isAssociationMember()) throw refused(403, TOPIC_REFUSALS.viewComment);
    return place;
  }

  async getCommentStatistics(nid: number): Promise<CommentStatistics | null> {
    this.outage.check();
    this.readsDiscussions();
    return this.topics.statisticsOf(nid);
  }

  async join(writer: number, groupId: number): Promise<void> {
    this.onlyAs(writer);
    const { group, uid } = this.actionOn(groupId);
    if (!this.isMember(uid)) throw refused(403, GROUP_REFUSALS.joinNotMember);
    this.groups.join(group, uid);
  }

  async leave(writer: number, groupId: number): Promise<void> {
    this.onlyAs(writer);
    const { group, uid } = this.actionOn(groupId);
    this.groups.leave(group, uid);
  }

  async postTopic(
    writer: number,
    draft: TopicDraft,
    options: UploadOptions = {},
  ): Promise<{ readonly nid: number }> {
    this.onlyAs(writer);
    this.postedDrafts.push(draft);
    this.outage.check();
    if (!this.isAssociationMember()) throw refused(403, GROUP_REFUSALS.postNotMember);
    const group = this.memberGroup(draft.groupId);
    checkTopicDraft(draft);
    await this.uploads.send(options);
    const nid = this.topics.nextNid();
    const author = { uid: this.uidSource(), name: this.nameOf(this.uidSource()) };
    this.topics.add(postedTopic({ nid, draft, group, author, drupalBase: this.drupalBase }));
    return { nid };
  }

  async postComment(writer: number, topicNid: number, html: string, replyTo?: number): Promise<void> {
    this.onlyAs(writer);
    this.postedComments.push({ topicNid, html, replyTo });
    this.outage.check();
    this.topics.comment(topicNid, html, replyTo);
  }

  async editComment(
    writer: number,
    cid: number,
    html: string,
    changed: string,
  ): Promise<EditOutcome<NewerComment>> {
    this.onlyAs(writer);
    this.outage.check();
    return this.topics.editComment(cid, html, changed);
  }

  /** As the Drupal adapter: every write goes with its writer's session only. */
  private onlyAs(writer: number): void {
    if (writer !== this.uidSource()) throw new NotTheWriter(writer);
  }

  async editTopic(
    writer: number,
    nid: number,
    edit: TopicEdit,
    changed: string,
  ): Promise<EditOutcome<NewerTopic>> {
    this.onlyAs(writer);
    this.outage.check();
    return this.topics.editTopic(nid, edit, changed);
  }

  async deleteTopic(writer: number, nid: number): Promise<void> {
    this.onlyAs(writer);
    this.outage.check();
    this.topics.deleteTopic(nid);
  }

  async deleteComment(writer: number, cid: number): Promise<void> {
    this.onlyAs(writer);
    this.outage.check();
    this.topics.deleteComment(cid);
  }

  async setTopicPinned(writer: number, nid: number, pinned: boolean): Promise<void> {
    this.onlyAs(writer);
    this.outage.check();
    this.topics.setPinned(nid, pinned);
  }

  /** Whether the logged-in user (none: no) is a member of the association. */
  private isAssociationMember(): boolean {
    const uid = this.uidSource();
    return uid > 0 && this.isMember(uid);
  }

  /** The topic views' access: the discussions' readers only, as the views' access plugin (403). */
  private readsDiscussions(): void {
    if (!this.isAssociationMember()) throw refused(403, GROUP_REFUSALS.discussions);
  }

  private nameOf(uid: number): string {
    return this.userNames[uid] ?? `user ${uid}`;
  }

  /** Join and leave: whole-number ids, logged-in users only (403), existing groups only (404). */
  private actionOn(groupId: number): { group: GroupDetails; uid: number } {
    // As the real adapter: such an id is a programming error, never sent.
    if (!isGroupId(groupId)) throw new RangeError(`Group id ${groupId} is not a whole number above 0.`);
    this.outage.check();
    const uid = this.uidSource();
    if (uid <= 0) throw refused(403);
    return { group: this.groups.existing(groupId), uid };
  }

  /** The group, when the current user is in it; 403 otherwise (unknown groups have no members). */
  private memberGroup(groupId: number, refusal?: string): GroupDetails {
    return this.groups.memberGroup(groupId, this.uidSource(), refusal);
  }
}

/** The topic with the last page of its comments only, as core's comment field pages them. */
function withLastCommentPage(topic: Topic): Topic {
  const start = Math.max(0, Math.ceil(topic.comments.length / COMMENTS_PER_PAGE) - 1) * COMMENTS_PER_PAGE;
  return start === 0 ? topic : { ...topic, comments: topic.comments.slice(start) };
}
