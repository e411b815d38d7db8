/**
 * Comments arriving while a topic is read (issue 61): how often an open tab asks, how it backs off when asking
 * fails, and what the answer means. The one place these numbers live (docs/behaviour.md, "Comments arrive
 * while you read"; docs/wire-groups.md, "Comment statistics").
 */

/** Between two reads while the page is visible: at most 2 requests a minute from an open tab. */
export const WATCH_INTERVAL_MS = 30_000;

/** The longest wait after failures: each failure doubles the wait, up to this. */
export const WATCH_BACKOFF_CAP_MS = 8 * 60_000;

/** The wait before the next read after `failures` failed reads in a row (0: the interval). */
export function nextWatchDelay(failures: number): number {
  const doublings = Math.max(0, Math.floor(failures));
  // 2 ** 5 × 30 s already passes the cap: no larger power is ever needed (nor overflows).
  return Math.min(WATCH_INTERVAL_MS * 2 ** Math.min(doublings, 5), WATCH_BACKOFF_CAP_MS);
}

/** A topic's comment statistics as the content system keeps them (core's comment_entity_statistics). */
export interface CommentStatistics {
  readonly count: number;
  /** The latest comment's time (ISO 8601); the topic's own time when it has none. */
  readonly lastCommentAt: string | null;
}

/** How many comments the topic has beyond the `shown` ones: 0 when none arrived (or some were removed). */
export const arrivedSince = (shown: number, statistics: CommentStatistics): number =>
  Math.max(0, statistics.count - shown);
