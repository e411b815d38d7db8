import { inject, injectable } from 'inversify';
import { AppConfig } from '@/application/config/app-config';
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
import type { ReadOptions } from '@/application/read-options';
import { DrupalHttp } from './drupal-connection';
import type {
  GroupDetails,
  GroupLeader,
  GroupSortField,
  Topic,
  TopicSummary,
  WorkingGroup,
} from '@/domain/groups/group';
import type { CommentStatistics } from '@/domain/groups/comment-arrivals';
import type { Paged } from '@/domain/lists/pager';
import type { HttpClient } from '../http/http-client';
import type * as z from 'zod/mini';
import { madeOnce } from '../wire/made-once';
import { drupalView, wholeId } from './drupal-views';
import type { DrupalTopicCalls } from './drupal-topic-calls';
import { groupRowSchema, leaderRowSchema } from './wire/group-schema';
import { PAST_THE_LAST_PAGE, readTopicPage, withEveryCommentPage } from './topic-comment-pages';
import { topicRowSchema } from './wire/topic-schema';
import { viewsList } from './wire/views-list';
import { viewsEach, viewsSingle } from './wire/views-single';

/** The view's exposed sort names the group's title `label`, as the Group module does. */
const SORT_FIELDS: Record<GroupSortField, string> = { title: 'label', created: 'created' };

const leaderList = viewsList(leaderRowSchema, 'group_leaders');

const schemasOf = madeOnce((drupalBase: string) => ({
  groupList: viewsList(groupRowSchema(drupalBase), 'group_workgroups'),
  oneGroup: viewsSingle(groupRowSchema(drupalBase)),
  someTopics: viewsEach(topicRowSchema(drupalBase)),
}));

/**
 * The code of topics and writes (drupal-topic-calls.ts), asked for by their first call; the members' bindings
 * ask for it ahead (group-writing-bindings.ts), so that a member's first topics do not wait for it.
 */
export const topicCallsCode = () => import('./drupal-topic-calls');

/**
 * Working groups from Drupal: Views REST exports, the custom module's `{app}-workgroup/*`
 * (join, leave, post-topic) and core's comment resource. CSRF header on every call whose route declares it.
 */
@injectable()
export class DrupalGroupGateway implements GroupGateway {
  private readonly groupList: z.ZodMiniType<Paged<GroupDetails>>;
  private readonly oneGroup: z.ZodMiniType<GroupDetails | null>;
  private readonly someTopics: z.ZodMiniType<Topic[]>;
  private readonly drupalBase: string;
  private readonly workgroupPath: string;
  private topicCalls: Promise<DrupalTopicCalls> | null = null;

  constructor(
    @inject(DrupalHttp) private readonly http: HttpClient,
    @inject(AppConfig) config: AppConfig,
  ) {
    ({
      groupList: this.groupList,
      oneGroup: this.oneGroup,
      someTopics: this.someTopics,
    } = schemasOf(config.cmsUrl));
    this.drupalBase = config.cmsUrl;
    this.workgroupPath = `${config.appName}-workgroup`;
  }

  async listGroups(
    { page, sortBy, sortOrder }: GroupListQuery,
    { signal }: ReadOptions = {},
  ): Promise<Paged<WorkingGroup>> {
    const params = { page, sort_by: SORT_FIELDS[sortBy], sort_order: sortOrder };
    const path = 'rest/views/group_workgroups/standard';
    const { rows, pager } = await drupalView(this.http, path, this.groupList, { params, signal });
    return { rows: rows.map(({ descriptionHtml: _, ...group }) => group), pager };
  }

  async getGroup(id: number, { signal }: ReadOptions = {}): Promise<GroupDetails | null> {
    return drupalView(this.http, `rest/views/group/single/${wholeId(id)}`, this.oneGroup, { signal });
  }

  /** The site's leaders view is configured behind the CSRF header. */
  async getLeaders(id: number, { signal }: ReadOptions = {}): Promise<GroupLeader[]> {
    const path = `rest/views/group_leaders/standard/${wholeId(id)}`;
    return [...(await drupalView(this.http, path, leaderList, { csrf: 'session', signal })).rows];
  }

  async getTopics(groupId: number, page: number, options?: TopicReadOptions): Promise<Paged<TopicSummary>> {
    return (await this.topics()).getTopics(groupId, page, options);
  }

  async getTopic(nid: number, options?: ReadOptions): Promise<Topic | null> {
    return (await this.topics()).getTopic(nid, options);
  }

  /**
   * Several topics in one read: the one-topic view's numeric argument with "Allow multiple values", `1+2+3`
   * (docs/wire-groups.md), as the list's. Here rather than with the other topic calls: it needs no code of theirs.
   */
  async getTopicsByNid(
    nids: readonly number[],
    { signal, comments = 'every' }: TopicsByNidOptions = {},
  ): Promise<readonly Topic[]> {
    if (nids.length === 0) return [];
    const path = `rest/views/group_topics/single/${[...new Set(nids)].map(wholeId).join('+')}`;
    // The latest: each topic's last page in a stock Drupal; the site's view sends every comment whatever the page.
    const params = comments === 'latest' ? { page: PAST_THE_LAST_PAGE } : {};
    const topics = await drupalView(this.http, path, this.someTopics, { params, signal });
    if (comments === 'latest') return topics;
    // A stock Drupal pages each topic's comments: the later pages of a topic that came with a full one.
    return Promise.all(
      topics.map((topic) =>
        withEveryCommentPage(topic, (page) =>
          readTopicPage(this.http, this.drupalBase, topic.nid, page, signal),
        ),
      ),
    );
  }

  async getCommentPlace(cid: number, options?: ReadOptions): Promise<CommentPlace | null> {
    return (await this.topics()).getCommentPlace(cid, options);
  }

  async getTopicsOfGroups(
    groupIds: readonly number[],
    options?: TopicReadOptions,
  ): Promise<readonly TopicSummary[]> {
    return (await this.topics()).getTopicsOfGroups(groupIds, options);
  }

  async getCommentStatistics(nid: number, options?: ReadOptions): Promise<CommentStatistics | null> {
    return (await this.topics()).getCommentStatistics(nid, options);
  }

  async join(writer: number, groupId: number): Promise<void> {
    return (await this.topics()).changeStanding(writer, 'join', groupId);
  }

  async leave(writer: number, groupId: number): Promise<void> {
    return (await this.topics()).changeStanding(writer, 'leave', groupId);
  }

  async postTopic(
    writer: number,
    draft: TopicDraft,
    options?: UploadOptions,
  ): Promise<{ readonly nid: number }> {
    return (await this.topics()).postTopic(writer, draft, options);
  }

  async postComment(writer: number, topicNid: number, html: string, replyTo?: number): Promise<void> {
    return (await this.topics()).postComment(writer, topicNid, html, replyTo);
  }

  async editComment(
    writer: number,
    cid: number,
    html: string,
    changed: string,
  ): Promise<EditOutcome<NewerComment>> {
    return (await this.topics()).editComment(writer, cid, html, changed);
  }

  async editTopic(
    writer: number,
    nid: number,
    edit: TopicEdit,
    changed: string,
  ): Promise<EditOutcome<NewerTopic>> {
    return (await this.topics()).editTopic(writer, nid, edit, changed);
  }

  async deleteTopic(writer: number, nid: number): Promise<void> {
    return (await this.topics()).deleteTopic(writer, nid);
  }

  async deleteComment(writer: number, cid: number): Promise<void> {
    return (await this.topics()).deleteComment(writer, cid);
  }

  async setTopicPinned(writer: number, nid: number, pinned: boolean): Promise<void> {
    return (await this.topics()).setTopicPinned(writer, nid, pinned);
  }

  private topics(): Promise<DrupalTopicCalls> {
    return (this.topicCalls ??= topicCallsCode().then(
      ({ DrupalTopicCalls }) => new DrupalTopicCalls(this.http, this.drupalBase, this.workgroupPath),
    ));
  }
}
