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
  readonly created: string;
  /** Member-written HTML: shown only through the strict member-content sanitizer. */
  readonly bodyHtml: string;
}

export interface Topic {
  readonly nid: number;
  readonly groupId: number;
  readonly groupTitle: string;
  readonly title: string;
  readonly created: string;
  readonly authorName: string;
  /** Member-written HTML: shown only through the strict member-content sanitizer. */
  readonly messageHtml: string;
  readonly attachments: readonly Attachment[];
  readonly comments: readonly TopicComment[];
}

/** A group page shows at most this many topics at a time; the pager leads to the others. */
export const TOPICS_PER_PAGE = 50;

/** How the working-group list can be sorted (`sort_by`), and in which direction (`sort_order`). */
export const GROUP_SORT_FIELDS = ['title', 'created'] as const;
export type GroupSortField = (typeof GROUP_SORT_FIELDS)[number];
export type SortOrder = 'ASC' | 'DESC';

/** Group actions take whole-number ids above 0 only (docs/behaviour.md, Ids and guards). */
export const isGroupId = (id: number): boolean => Number.isInteger(id) && id > 0;
