/** A working group and what belongs to it, as the community screens show them. */

/** One user's place in a group: their uid and their group roles (empty means a plain participant). */
export interface GroupMember {
  readonly uid: number;
  readonly groupRoles: readonly string[];
}

export interface WorkingGroup {
  readonly id: number;
  readonly uuid: string;
  readonly title: string;
  /** Short HTML from Drupal (sanitized by the view that shows it). */
  readonly summaryHtml: string;
  readonly created: string;
  readonly members: readonly GroupMember[];
}

export interface GroupDetails extends WorkingGroup {
  readonly descriptionHtml: string;
}

export interface GroupLeader {
  readonly uid: number;
  readonly name: string;
}

export interface TopicSummary {
  readonly nid: number;
  readonly title: string;
  readonly created: string;
  readonly authorName: string;
  /** How many comments the topic has; null when the content system did not say (unknown, so not shown). */
  readonly commentCount: number | null;
  /** The author's uid; null when the row does not say. */
  readonly authorUid: number | null;
  /**
   * When the topic was last commented (ISO 8601, the comment statistics' `last_comment_timestamp`); null when
   * the topic has no comment or the row does not say.
   */
  readonly lastCommentAt: string | null;
  /**
   * Who wrote the last comment (the comment statistics' `last_comment_name`, as views names its author); null
   * when the topic has no comment or the row does not say.
   */
  readonly lastCommentAuthor: string | null;
  /**
   * How many comments are new to the member reading (views' "Content: New comments", `new_comments`); null
   * when not sent, for a visitor, or unreadable.
   */
  readonly newComments: number | null;
  /** Pinned by an editor (node `sticky`, core's "Sticky at top of lists"): listed before the others. */
  readonly sticky: boolean;
}

/** A file attached to a topic: shown by name and size, downloaded from `url` (group members only). */
export interface Attachment {
  readonly name: string;
  readonly size: number;
  readonly url: string;
}

export interface TopicComment {
  readonly id: number;
  readonly authorName: string;
  /** The author's uid; null when the row does not say. */
  readonly authorUid: number | null;
  readonly created: string;
  /** Last edited (ISO 8601); equals `created` when the row has no `changed`. */
  readonly changed: string;
  /** The comment this one replies to (Drupal's `pid`); null for a top-level comment. */
  readonly parentId: number | null;
  /** Member-written HTML: shown only through the strict member-content sanitizer. */
  readonly bodyHtml: string;
}

export interface Topic {
  readonly nid: number;
  readonly groupId: number;
  readonly groupTitle: string;
  readonly title: string;
  readonly created: string;
  /** Last edited (ISO 8601); equals `created` when the row has no `changed`. */
  readonly changed: string;
  readonly authorName: string;
  /** The author's uid; null when the row does not say. */
  readonly authorUid: number | null;
  /** Member-written HTML: shown only through the strict member-content sanitizer. */
  readonly messageHtml: string;
  readonly attachments: readonly Attachment[];
  /** In Drupal's thread order: each reply after its parent, as core's flat-with-indent shows them. */
  readonly comments: readonly TopicComment[];
  /** Pinned by an editor (node `sticky`), as the group's list marks it: "Pinned" on the topic page too. */
  readonly sticky: boolean;
}

/** A group page shows at most this many topics at a time; the pager leads to the others. */
export const TOPICS_PER_PAGE = 50;

/** How the working-group list can be sorted (`sort_by`), and in which direction (`sort_order`). */
export const GROUP_SORT_FIELDS = ['title', 'created'] as const;
export type GroupSortField = (typeof GROUP_SORT_FIELDS)[number];
export type SortOrder = 'ASC' | 'DESC';

/** Group actions take whole-number ids above 0 only (docs/behaviour.md, Ids and guards). */
export const isGroupId = (id: number): boolean => Number.isInteger(id) && id > 0;
