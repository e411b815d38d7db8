/**
 * The marks a discussion shows a member (issue 45): "edited" on what changed after it was written, "new" on
 * comments written since the member last read the topic, and "New" on a recent topic they never opened.
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
 * Core's history module (HISTORY_READ_LIMIT): 30 days. Nothing older is new, read or not: a member who has
 * read nothing yet is not told that every topic ever written is new.
 */
export const HISTORY_READ_LIMIT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A comment is new to a member when it was written (`created`) after the member last read its topic (issue
 * 61): another's edit of a comment already read is "edited" (isEdited), not new, though core's comment marks
 * go by `changed`. A member who never read the topic (`lastRead` null) is told of the topic as a whole
 * (isNewTopic), not of each comment in it. Nor is what the member wrote themselves new, during this visit or
 * another.
 */
export function isNewTo(
  readerUid: number | null,
  comment: { readonly created: string; readonly authorUid: number | null },
  lastRead: string | null,
): boolean {
  if (lastRead === null || (readerUid !== null && comment.authorUid === readerUid)) return false;
  return Date.parse(comment.created) > Date.parse(lastRead);
}

/**
 * Core's rule for a node (history's MARK_NEW): a topic the member has never opened (`lastRead` null) is new
 * when written within HISTORY_READ_LIMIT of `now` (ms), unless they wrote it. `undefined` is a history that
 * did not answer: nothing is known to be new then.
 */
export function isNewTopic(
  readerUid: number | null,
  topic: { readonly created: string; readonly authorUid: number | null },
  lastRead: string | null | undefined,
  now: number,
): boolean {
  if (lastRead !== null || (readerUid !== null && topic.authorUid === readerUid)) return false;
  return Date.parse(topic.created) > now - HISTORY_READ_LIMIT_MS;
}

/** What a reader finds new in one topic, by isNewTo: the one rule for the topic's marks and every count. */
export interface TopicNews {
  readonly count: number;
  /** The first new comment in the order given (the topic's thread order); null when none is new. */
  readonly firstNewId: number | null;
  /** When the latest of the new comments was written (ISO 8601); null when none is new. */
  readonly latestAt: string | null;
}

/**
 * The comments of a topic new to `readerUid` since `lastRead` (isNewTo): the number "N new" says on the
 * group's page and in the member area, the markers the topic's page draws, and where "First new comment" goes.
 */
export function newsOf(
  readerUid: number | null,
  comments: readonly { readonly id: number; readonly created: string; readonly authorUid: number | null }[],
  lastRead: string | null,
): TopicNews {
  const fresh = comments.filter((comment) => isNewTo(readerUid, comment, lastRead));
  const latest = fresh.reduce<string | null>(
    (at, { created }) => (at === null || Date.parse(created) > Date.parse(at) ? created : at),
    null,
  );
  return { count: fresh.length, firstNewId: fresh[0]?.id ?? null, latestAt: latest };
}

/**
 * Whether a topic in a list may hold comments new to the member, before its comments are read: only one they
 * read before, and only when the list says something changed since. The content system's count (views'
 * "Content: New comments") is a hint and never the number shown: core counts the member's own comments too
 * (docs/wire-groups.md), and by `changed`: a hint wider than isNewTo, never narrower. A list without the count
 * says by its last comment's time.
 */
export function mayHoldNews(
  topic: { readonly newComments: number | null; readonly lastCommentAt: string | null },
  lastRead: string | null | undefined,
): boolean {
  if (lastRead === null || lastRead === undefined) return false;
  if (topic.newComments !== null) return topic.newComments > 0;
  return topic.lastCommentAt !== null && Date.parse(topic.lastCommentAt) > Date.parse(lastRead);
}

/**
 * Whether `latest`, the latest of a topic's comments in thread order (the last page of a content system that
 * pages them), hold every comment new to the member (isNewTo), as the topic's row in a list (`row`) tells:
 * when they are all its comments, or when as many of them changed since the read as the row's hint counts
 * (mayHoldNews: core counts by `changed`, the member's own comments too, so every comment new by isNewTo is
 * among them). A topic never read needs none of its comments (isNewTopic). Core's hint leaves out what is older
 * than HISTORY_READ_LIMIT: a read older than that (by `now`, ms) is not told by it.
 */
export function latestHoldNews(
  row: { readonly commentCount: number | null; readonly newComments: number | null },
  latest: readonly { readonly changed: string }[],
  lastRead: string | null | undefined,
  now: number,
): boolean {
  if (lastRead === null || lastRead === undefined) return true;
  if (row.commentCount !== null && latest.length >= row.commentCount) return true;
  const since = Date.parse(lastRead);
  if (row.newComments === null || !(since > now - HISTORY_READ_LIMIT_MS)) return false;
  return latest.filter(({ changed }) => Date.parse(changed) > since).length >= row.newComments;
}
