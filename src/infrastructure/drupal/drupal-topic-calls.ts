import type * as z from 'zod/mini';
import type {
  CommentPlace,
  EditOutcome,
  NewerComment,
  NewerTopic,
  TopicDraft,
  TopicEdit,
  TopicReadOptions,
  UploadOptions,
} from '@/application/groups/group-gateway';
import type { ReadOptions } from '@/application/read-options';
import { RemoteSystemError } from '@/application/remote-system-error';
import type { CommentStatistics } from '@/domain/groups/comment-arrivals';
import type { Topic, TopicSummary } from '@/domain/groups/group';
import type { Paged } from '@/domain/lists/pager';
import { DEFAULT_TOPIC_ORDER, type TopicOrder } from '@/domain/groups/topic-order';
import type { HttpClient } from '../http/http-client';
import { parseAnswer } from '../wire/answer-parsing';
import { drupalView, JSON_FORMAT, wholeId } from './drupal-views';
import { commentPlaceSchema } from './wire/comment-place';
import { commentStatisticsSchema } from './wire/comment-statistics';
import { isStaleSave, newerCommentSchema, newerTopicSchema } from './wire/entity-versions';
import { topicSummaryRowSchema } from './wire/topic-schema';
import {
  commentEditRequest,
  commentRequest,
  topicEditRequest,
  topicPinRequest,
  standingChangeSchema,
  postedTopicSchema,
  topicFormData,
} from './wire/topic-requests';
import { viewsList } from './wire/views-list';
import { readTopicPage, withEveryCommentPage } from './topic-comment-pages';

/**
 * The view's exposed sorts (docs/wire-groups.md), each descending: the node's creation, or the comment
 * statistics' latest comment. The view keeps its sorts that are not exposed (sticky first, nid last) in place.
 */
const SORT_BY: Record<TopicOrder, string> = { newest: 'created', activity: 'last_comment_timestamp' };

/** A comment's entity (core's `entity:comment` REST resource): read, and saved against its version. */
const commentPath = (cid: number) => `comment/${wholeId(cid)}`;

const topicList = viewsList(topicSummaryRowSchema, 'group_topics');

/**
 * DrupalGroupGateway's topics and writes: what only members read or do (a visitor's group screens show no
 * topic and change nothing), loaded on first use so that those screens' first load carries none of it.
 */
export class DrupalTopicCalls {
  constructor(
    private readonly http: HttpClient,
    private readonly drupalBase: string,
    private readonly workgroupPath: string,
  ) {}

  /**
   * The view sorts as `sort_by` asks and pages with `?page`; the chosen order is asked for in both Drupals
   * (a stock export, without exposed sorts, sends every topic in its own order). The rows are passed on in
   * the order they came: a page is the group's order, and ReadGroups.topics orders a whole list alone
   * (topic-order.ts).
   */
  async getTopics(
    groupId: number,
    page: number,
    { signal, order = DEFAULT_TOPIC_ORDER }: TopicReadOptions = {},
  ): Promise<Paged<TopicSummary>> {
    const path = `rest/views/group_topics/list/${wholeId(groupId)}`;
    const params = { page, sort_by: SORT_BY[order], sort_order: 'DESC' };
    return drupalView(this.http, path, topicList, { params, signal });
  }

  async getTopicsOfGroups(
    groupIds: readonly number[],
    { signal, order = DEFAULT_TOPIC_ORDER }: TopicReadOptions = {},
  ): Promise<readonly TopicSummary[]> {
    if (groupIds.length === 0) return [];
    // Views' numeric argument with "Allow multiple values": `1+2+3` is any of them (docs/wire-groups.md).
    const path = `rest/views/group_topics/list/${groupIds.map(wholeId).join('+')}`;
    const params = { page: 0, sort_by: SORT_BY[order], sort_order: 'DESC' };
    return (await drupalView(this.http, path, topicList, { params, signal })).rows;
  }

  /** Every page of its comments (topic-comment-pages.ts): a stock Drupal sends 50 a page. */
  async getTopic(nid: number, { signal }: ReadOptions = {}): Promise<Topic | null> {
    const read = (page: number) => readTopicPage(this.http, this.drupalBase, nid, page, signal);
    const first = await read(0);
    return first && withEveryCommentPage(first, read);
  }

  /** The comment's entity, read as a stale save reads it; 404 (no such comment) is null. */
  async getCommentPlace(cid: number, { signal }: ReadOptions = {}): Promise<CommentPlace | null> {
    return nullWhenMissing(drupalView(this.http, commentPath(cid), commentPlaceSchema, { signal }));
  }

  /** The topic's entity, for its comment field's statistics; 404 (no such node) is null. */
  async getCommentStatistics(nid: number, { signal }: ReadOptions = {}): Promise<CommentStatistics | null> {
    return nullWhenMissing(
      drupalView(this.http, `node/${wholeId(nid)}`, commentStatisticsSchema, { signal }),
    );
  }

  /*
   * The writes: each goes as its writer (`csrf: { writer }`), with a token of that user's session only
   * (drupal-connection.ts), where a write that names none is refused.
   */

  async postTopic(
    writer: number,
    draft: TopicDraft,
    { signal, onProgress }: UploadOptions = {},
  ): Promise<{ readonly nid: number }> {
    const { data } = await this.http.post<unknown>(`${this.workgroupPath}/post-topic`, topicFormData(draft), {
      csrf: { writer },
      signal,
      onUploadProgress: onProgress && ((event) => onProgress(fractionOf(event))),
    });
    return parseAnswer('drupal', postedTopicSchema, data);
  }

  async postComment(writer: number, topicNid: number, html: string, replyTo?: number): Promise<void> {
    const parent = replyTo === undefined ? undefined : wholeId(replyTo);
    await this.http.post('comment', commentRequest(wholeId(topicNid), html, parent), {
      params: JSON_FORMAT,
      csrf: { writer },
    });
  }

  editComment(
    writer: number,
    cid: number,
    html: string,
    changed: string,
  ): Promise<EditOutcome<NewerComment>> {
    const body = commentEditRequest(html, changed);
    return this.saveAgainstVersion(writer, commentPath(cid), body, newerCommentSchema);
  }

  editTopic(writer: number, nid: number, edit: TopicEdit, changed: string): Promise<EditOutcome<NewerTopic>> {
    const path = `node/${wholeId(nid)}`;
    return this.saveAgainstVersion(writer, path, topicEditRequest(edit, changed), newerTopicSchema);
  }

  /**
   * A PATCH made from a version: a refusal for a newer one stored since is answered with that version, read
   * back from the same entity (`GET`), so the member sees what they would have overwritten.
   */
  private async saveAgainstVersion<Newer>(
    writer: number,
    path: string,
    body: object,
    newer: z.ZodMiniType<Newer>,
  ): Promise<EditOutcome<Newer>> {
    try {
      await this.http.patch(path, body, { params: JSON_FORMAT, csrf: { writer } });
      return { saved: true };
    } catch (error) {
      if (!isStaleSave(error)) throw error;
      const { data } = await this.http.get<unknown>(path, { params: JSON_FORMAT });
      return { saved: false, newer: parseAnswer('drupal', newer, data) };
    }
  }

  async deleteTopic(writer: number, nid: number): Promise<void> {
    await this.http.delete(`node/${wholeId(nid)}`, { params: JSON_FORMAT, csrf: { writer } });
  }

  /** Core's comment resource deletes the replies under the comment too, and updates the topic's statistics. */
  async deleteComment(writer: number, cid: number): Promise<void> {
    await this.http.delete(commentPath(cid), { params: JSON_FORMAT, csrf: { writer } });
  }

  async setTopicPinned(writer: number, nid: number, pinned: boolean): Promise<void> {
    await this.http.patch(`node/${wholeId(nid)}`, topicPinRequest(pinned), {
      params: JSON_FORMAT,
      csrf: { writer },
    });
  }

  /**
   * A state change by GET (the module's contract), so it carries the CSRF header like an unsafe call, and goes
   * as its writer as every change does.
   */
  async changeStanding(writer: number, action: 'join' | 'leave', groupId: number): Promise<void> {
    const path = `${this.workgroupPath}/${action}/${wholeId(groupId)}`;
    const { data } = await this.http.get<unknown>(path, { csrf: { writer } });
    parseAnswer('drupal', standingChangeSchema, data);
  }
}

/** An entity's read, null when Drupal answers that there is no such entity (404). */
async function nullWhenMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof RemoteSystemError && error.reason === 'status' && error.status === 404) return null;
    throw error;
  }
}

/** Axios reports `progress` when it knows the total; bytes sent over the total otherwise. */
function fractionOf({ loaded, total }: { loaded: number; total?: number }): number {
  const fraction = total ? loaded / total : 0;
  return Math.min(1, Math.max(0, fraction));
}
