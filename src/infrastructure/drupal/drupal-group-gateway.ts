import { inject, injectable } from 'inversify';
import { AppConfig } from '@/application/config/app-config';
import type {
  GroupGateway,
  GroupListQuery,
  TopicDraft,
  UploadOptions,
} from '@/application/groups/group-gateway';
import type { ReadOptions } from '@/application/read-options';
import { DrupalHttp } from './drupal-connection';
import {
  isGroupId,
  type GroupDetails,
  type GroupLeader,
  type GroupSortField,
  type Topic,
  type TopicSummary,
  type WorkingGroup,
} from '@/domain/groups/group';
import type { Paged } from '@/domain/lists/pager';
import type { HttpClient } from '../http/http-client';
import { parseAnswer } from '../wire/answer-parsing';
import { madeOnce } from '../wire/made-once';
import { groupRowSchema, leaderRowSchema } from './wire/group-schema';
import { topicRowSchema, topicSummaryRowSchema } from './wire/topic-schema';
import {
  commentRequest,
  standingChangeSchema,
  postedTopicSchema,
  topicFormData,
} from './wire/topic-requests';
import { viewsList } from './wire/views-list';
import { viewsSingle } from './wire/views-single';
import type * as z from 'zod/mini';

/** Drupal picks the format from this query parameter only; REST routes answer 406 without it. */
const JSON_FORMAT = { _format: 'json' } as const;

/** The view's exposed sort names the group's title `label`, as the Group module does. */
const SORT_FIELDS: Record<GroupSortField, string> = { title: 'label', created: 'created' };

const leaderList = viewsList(leaderRowSchema, 'group_leaders');
const topicList = viewsList(topicSummaryRowSchema, 'group_topics');

const schemasOf = madeOnce((drupalBase: string) => ({
  groupList: viewsList(groupRowSchema(drupalBase), 'group_workgroups'),
  oneGroup: viewsSingle(groupRowSchema(drupalBase)),
  oneTopic: viewsSingle(topicRowSchema(drupalBase)),
}));

/**
 * Working groups from Drupal: Views REST exports, the custom module's `{app}-workgroup/*`
 * (join, leave, post-topic) and core's comment resource. CSRF header on every call whose route declares it.
 */
@injectable()
export class DrupalGroupGateway implements GroupGateway {
  private readonly groupList: z.ZodMiniType<Paged<GroupDetails>>;
  private readonly oneGroup: z.ZodMiniType<GroupDetails | null>;
  private readonly oneTopic: z.ZodMiniType<Topic | null>;
  private readonly workgroupPath: string;

  constructor(
    @inject(DrupalHttp) private readonly http: HttpClient,
    @inject(AppConfig) config: AppConfig,
  ) {
    ({
      groupList: this.groupList,
      oneGroup: this.oneGroup,
      oneTopic: this.oneTopic,
    } = schemasOf(config.cmsUrl));
    this.workgroupPath = `${config.appName}-workgroup`;
  }

  async listGroups(
    { page, sortBy, sortOrder }: GroupListQuery,
    { signal }: ReadOptions = {},
  ): Promise<Paged<WorkingGroup>> {
    const params = { page, sort_by: SORT_FIELDS[sortBy], sort_order: sortOrder };
    const path = 'rest/views/group_workgroups/standard';
    const { rows, pager } = await this.view(path, this.groupList, { params, signal });
    return { rows: rows.map(({ descriptionHtml: _, ...group }) => group), pager };
  }

  async getGroup(id: number, { signal }: ReadOptions = {}): Promise<GroupDetails | null> {
    return this.view(`rest/views/group/single/${wholeId(id)}`, this.oneGroup, { signal });
  }

  /** The site's leaders view is configured behind the CSRF header. */
  async getLeaders(id: number, { signal }: ReadOptions = {}): Promise<GroupLeader[]> {
    const path = `rest/views/group_leaders/standard/${wholeId(id)}`;
    return [...(await this.view(path, leaderList, { csrf: true, signal })).rows];
  }

  /**
   * The view sorts newest first and pages with `?page` (a stock export sends every topic); each page is
   * sorted again here so a site that changed its view still shows them so.
   */
  async getTopics(groupId: number, page: number, { signal }: ReadOptions = {}): Promise<Paged<TopicSummary>> {
    const path = `rest/views/group_topics/list/${wholeId(groupId)}`;
    const { rows, pager } = await this.view(path, topicList, { params: { page }, signal });
    return { rows: [...rows].sort((a, b) => b.created.localeCompare(a.created) || b.nid - a.nid), pager };
  }

  async getTopic(nid: number, { signal }: ReadOptions = {}): Promise<Topic | null> {
    return this.view(`rest/views/group_topics/single/${wholeId(nid)}`, this.oneTopic, { signal });
  }

  async join(groupId: number): Promise<void> {
    return this.changeStanding('join', groupId);
  }

  async leave(groupId: number): Promise<void> {
    return this.changeStanding('leave', groupId);
  }

  async postTopic(
    draft: TopicDraft,
    { signal, onProgress }: UploadOptions = {},
  ): Promise<{ readonly nid: number }> {
    const { data } = await this.http.post<unknown>(`${this.workgroupPath}/post-topic`, topicFormData(draft), {
      csrf: true,
      signal,
      onUploadProgress: onProgress && ((event) => onProgress(fractionOf(event))),
    });
    return parseAnswer('drupal', postedTopicSchema, data);
  }

  async postComment(topicNid: number, html: string): Promise<void> {
    await this.http.post('comment', commentRequest(wholeId(topicNid), html), {
      params: JSON_FORMAT,
      csrf: true,
    });
  }

  /** A state change by GET (the module's contract), so it carries the CSRF header like an unsafe call. */
  private async changeStanding(action: 'join' | 'leave', groupId: number): Promise<void> {
    const path = `${this.workgroupPath}/${action}/${wholeId(groupId)}`;
    const { data } = await this.http.get<unknown>(path, { csrf: true });
    parseAnswer('drupal', standingChangeSchema, data);
  }

  private async view<T>(
    path: string,
    schema: z.ZodMiniType<T>,
    { params = {}, csrf = false, signal }: { params?: object; csrf?: boolean; signal?: AbortSignal } = {},
  ): Promise<T> {
    const { data } = await this.http.get<unknown>(path, {
      params: { ...JSON_FORMAT, ...params },
      csrf,
      signal,
    });
    return parseAnswer('drupal', schema, data);
  }
}

/** Ids go into paths: whole numbers above 0 only (docs/behaviour.md, Ids and guards), so no value can change which route is called. */
function wholeId(id: number): number {
  if (!isGroupId(id)) throw new RangeError(`Id ${id} is not a whole number above 0.`);
  return id;
}

/** Axios reports `progress` when it knows the total; bytes sent over the total otherwise. */
function fractionOf({ loaded, total }: { loaded: number; total?: number }): number {
  const fraction = total ? loaded / total : 0;
  return Math.min(1, Math.max(0, fraction));
}
