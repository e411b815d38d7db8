/**
 * The marks a discussion shows a member (issue 45): "edited" on what changed after it was written, and "new" on
 * comments written or changed since the member last read the topic.
 */

/**
 * How much later than its creation a comment or topic must have changed to count as edited. Drupal stores both
 * times in whole seconds and stamps them separately when it saves a new entity (`created` from the request's
 * time, `changed` when the save runs), so the two can differ by a second without anyone editing anything; an
 * edit by a person comes later than that.
 */
export const EDITED_AFTER_MS = 1000;

/** Created and last changed, ISO 8601. */
export interface Dated {
  readonly created: string;
  readonly changed: string;
}

/** Changed more than EDITED_AFTER_MS after it was created; an unreadable time counts as not edited. */
export function isEdited({ created, changed }: Dated): boolean {
  const gap = Date.parse(changed) - Date.parse(created);
  return Number.isFinite(gap) && gap > EDITED_AFTER_MS;
}

/**
 * Drupal's rule (core's history module): a comment is new to a member when it changed after the member last
 * read its topic. A member who never read the topic (`lastRead` null) has nothing new: what predates a first
 * visit is not news, as the issue asks. Nor is what the member wrote themselves, during this visit or
 * another.
 */
export function isNewTo(
  readerUid: number | null,
  comment: { readonly changed: string; readonly authorUid: number | null },
  lastRead: string | null,
): boolean {
  if (lastRead === null || (readerUid !== null && comment.authorUid === readerUid)) return false;
  return Date.parse(comment.changed) > Date.parse(lastRead);
}

/**
 * How many comments a topic in a group's list shows as new: the content system's count for the member, only
 * for a topic they have read before (never read, or not known: none).
 */
export function shownNewCount(newComments: number | null, lastRead: string | null | undefined): number {
  if (lastRead === null || lastRead === undefined || newComments === null) return 0;
  return Math.max(0, newComments);
}
