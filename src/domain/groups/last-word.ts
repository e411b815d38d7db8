import type { TopicSummary } from './group';

/** What a topic's row says of its last comment (its comment statistics). */
export type LastWordKey = Pick<TopicSummary, 'commentCount' | 'lastCommentAt' | 'lastCommentAuthor'>;

/**
 * The last word in a topic's row: who wrote the last comment and when; "none" for a topic without comments;
 * "unknown" when the row does not say (then nothing is shown, never "No comments yet" for a topic that may
 * have some). A count of 0 decides "none" before the rest: core's statistics carry the node's own time and
 * author for a topic without comments.
 */
export type LastWord =
  | { readonly kind: 'comment'; readonly authorName: string; readonly at: string }
  | { readonly kind: 'none' }
  | { readonly kind: 'unknown' };

export function lastWordOf({ commentCount, lastCommentAt, lastCommentAuthor }: LastWordKey): LastWord {
  if (commentCount === 0) return { kind: 'none' };
  if (lastCommentAt === null || lastCommentAuthor === null) return { kind: 'unknown' };
  return { kind: 'comment', authorName: lastCommentAuthor, at: lastCommentAt };
}
