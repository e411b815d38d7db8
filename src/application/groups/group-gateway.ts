import type {
  GroupDetails,
  GroupLeader,
  GroupSortField,
  SortOrder,
  Topic,
  TopicSummary,
  WorkingGroup,
} from '@/domain/groups/group';
import type { CommentStatistics } from '@/domain/groups/comment-arrivals';
import type { TopicOrder } from '@/domain/groups/topic-order';
import type { Paged } from '@/domain/lists/pager';
import type { ReadOptions } from '../read-options';
import { token } from '../token';

export interface GroupListQuery {
  /** 0-based. */
  readonly page: number;
  readonly sortBy: GroupSortField;
  readonly sortOrder: SortOrder;
}

/** A read of a group's topics, in the order the member chose (topic-order.ts; newest first when left out). */
export interface TopicReadOptions extends ReadOptions {
  readonly order?: TopicOrder;
}

/**
 * A read of several topics (getTopicsByNid): with every comment (`every`, as left out), or with the latest only
 * (`latest`): each topic's last page of comments as a content system that pages them shows it (a stock Drupal:
 * 50 a page in thread order), in the same one read; one that does not page sends them all. Whether they hold
 * every comment new to the member, the topic's row says (latestHoldNews, discussion-marks.ts).
 */
export interface TopicsByNidOptions extends ReadOptions {
  readonly comments?: 'every' | 'latest';
}

/** A file to attach: a browser `File` in the app; the adapter sends it as it is, under its own name. */
export interface AttachmentFile {
  readonly name: string;
  readonly size: number;
}

/** The New Topic form's data (docs/behaviour.md, New Topic form): group_id, title, message (HTML), group, field_files. */
export interface TopicDraft<F extends AttachmentFile = AttachmentFile> {
  readonly groupId: number;
  readonly title: string;
  readonly message: string;
  /**
   * The post's `group` field (docs/wire-drupal.md, 'Working groups: join, leave, post a topic'): the group's
   * title.
   */
  readonly group: string;
  readonly files: readonly F[];
}

/** What editing a topic changes: its title and its message (HTML). */
export interface TopicEdit {
  readonly title: string;
  readonly message: string;
}

/**
 * What another save left when a member's edit was refused for being made from an older version: the text
 * now stored (a topic's title too) and its `changed`, the version a save over it is made from.
 */
export interface NewerComment {
  readonly html: string;
  readonly changed: string;
}
export interface NewerTopic {
  readonly title: string;
  readonly messageHtml: string;
  readonly changed: string;
}

/**
 * An edit sent with the `changed` it was made from (ISO 8601, as read): saved, or refused because someone
 * saved in between, with what they saved. Nothing is stored in that case.
 */
export type EditOutcome<Newer> = { readonly saved: true } | { readonly saved: false; readonly newer: Newer };

/** Where a comment is: its id and the topic (node) it was written on, Drupal's `entity_id`. */
export interface CommentPlace {
  readonly cid: number;
  readonly nid: number;
}

export interface UploadOptions {
  /** Cancels the upload; the call then fails with a RemoteSystemError of reason `cancelled`. */
  readonly signal?: AbortSignal;
  /** Told how much of the request body has gone, from 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
}

/**
 * The working groups of Drupal (its views, the custom module's `{app}-workgroup/*`, and
 * `comment`). Every method throws RemoteSystemError when a call fails; a 403 means "not allowed" (not a
 * member, not logged in). The adapter sends the CSRF header where Drupal's routes declare it. A read given a
 * `signal` fails with reason `cancelled` once it aborts.
 */
export interface GroupGateway {
  listGroups(query: GroupListQuery, options?: ReadOptions): Promise<Paged<WorkingGroup>>;
  /** Null when there is no such group. */
  getGroup(id: number, options?: ReadOptions): Promise<GroupDetails | null>;
  getLeaders(id: number, options?: ReadOptions): Promise<GroupLeader[]>;
  /**
   * Page `page` (0-based) of the group's topics, the content system asked for `options.order` (pinned first,
   * then newest first or by latest activity: topic-order.ts) and its rows passed on in the order it sent
   * them: ReadGroups.topics orders them. One that cannot page (a stock REST export) answers every topic as a
   * single page.
   */
  getTopics(groupId: number, page: number, options?: TopicReadOptions): Promise<Paged<TopicSummary>>;
  /**
   * The first page of the topics of all the groups `groupIds`, in one read (`group_topics/list/1+2+3`, the
   * view's argument with several values), asked for `options.order`: with each row's comment statistics, the
   * lightest read that says whether anything happened in any of them. No groups, no read: an empty list.
   */
  getTopicsOfGroups(
    groupIds: readonly number[],
    options?: TopicReadOptions,
  ): Promise<readonly TopicSummary[]>;
  /** Null when there is no such topic. */
  getTopic(nid: number, options?: ReadOptions): Promise<Topic | null>;
  /**
   * The topics `nids` in one read (`group_topics/single/1+2+3`, the one-topic view's argument with several
   * values, as the list's): each that exists, as getTopic answers it, in no particular order; one that does
   * not is left out. No topics, no read: an empty list. The member area's news read so, whatever their number,
   * their latest comments only (TopicsByNidOptions).
   */
  getTopicsByNid(nids: readonly number[], options?: TopicsByNidOptions): Promise<readonly Topic[]>;
  /**
   * The topic a comment was written on (`GET comment/{cid}`, core's comment permalink reads the same entity):
   * null when there is no such comment; 403 when Drupal lets the reader see neither it nor its topic.
   */
  getCommentPlace(cid: number, options?: ReadOptions): Promise<CommentPlace | null>;
  /**
   * A topic's comment statistics (`GET node/{nid}`, core's comment field), the lightest read of what others
   * wrote: null when there is no such topic; 403 to a reader of no discussions.
   */
  getCommentStatistics(nid: number, options?: ReadOptions): Promise<CommentStatistics | null>;
  /*
   * Every call below changes something, and goes as `writer`, the member who asked for it (the tab's holder
   * when they pressed the button): with that user's content-system session only. When the browser's session is
   * now another account's, or none, nothing is sent and it fails with NotTheWriter, a 403 as Drupal's: a
   * member's words and acts never go out as another account.
   */
  join(writer: number, groupId: number): Promise<void>;
  leave(writer: number, groupId: number): Promise<void>;
  /** Multipart post of the draft; resolves with the new topic's node id. A 400 carries the server's message. */
  postTopic(writer: number, draft: TopicDraft, options?: UploadOptions): Promise<{ readonly nid: number }>;
  /** A comment (HTML) on a topic; with `replyTo`, a reply to that comment (Drupal's `pid`, same topic). */
  postComment(writer: number, topicNid: number, html: string, replyTo?: number): Promise<void>;
  /**
   * Replaces a comment's text, made from the version of `changed`: the author's own published comment only
   * (403 otherwise, Drupal's words); a newer version stored since is answered, never overwritten.
   */
  editComment(writer: number, cid: number, html: string, changed: string): Promise<EditOutcome<NewerComment>>;
  /** Replaces a topic's title and message as editComment does: the author's own topic only (403 otherwise). */
  editTopic(writer: number, nid: number, edit: TopicEdit, changed: string): Promise<EditOutcome<NewerTopic>>;
  /** Deletes a topic: the author's own topic only (403 otherwise). */
  deleteTopic(writer: number, nid: number): Promise<void>;
  /**
   * Removes anyone's comment and, as core does, every reply under it (`DELETE comment/{cid}`); the topic's
   * comment statistics fall back to the latest comment left. Moderators only (`administer comments`): 403
   * otherwise, as no member deletes a comment; 404 when there is no such comment.
   */
  deleteComment(writer: number, cid: number): Promise<void>;
  /**
   * Pins a topic (node `sticky`) or unpins it (`PATCH node/{nid}` with `sticky` alone): moderators only
   * (`administer nodes`), 403 in Drupal's words otherwise, even on one's own topic.
   */
  setTopicPinned(writer: number, nid: number, pinned: boolean): Promise<void>;
}
export const GroupGateway = token<GroupGateway>('GroupGateway');
