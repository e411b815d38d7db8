import { useCallback, useMemo, useState } from 'react';
import type { TopicComment } from '@/domain/groups/group';

/**
 * Drawn at once, and added each time the reader comes to the end of them or asks for more: a phone's few
 * screens. Fifty cost a long topic's take-over some 100 ms of main-thread work over a one-comment topic's
 * (Lighthouse's mobile throttling); twenty, none measurable (docs/performance.md).
 */
export const COMMENTS_AT_ONCE = 20;

/** Which of a topic's comments are drawn, in two runs around the ones not drawn yet. */
export interface CommentWindow {
  /** From the first comment up to the first one not drawn yet (all the topic held when opened, once drawn). */
  readonly head: readonly TopicComment[];
  /** How many of the comments the topic held when opened are not drawn yet. */
  readonly hidden: number;
  /** The comments posted since the topic was opened that come after the ones not drawn yet. */
  readonly tail: readonly TopicComment[];
  /** The first comment not drawn yet: the one "Show more comments" draws first. */
  readonly nextHidden: TopicComment | undefined;
}

/**
 * The window over `comments` (thread order) when the first `shown` of those in `opened` are drawn. A comment
 * is placed by what it is, not by its index: a reply posted in the middle of the thread shifts the indexes
 * behind it, and placed by index the comment before the gap would fall into it, or move from one list to the
 * other and be drawn afresh (an editor open in it losing its caret).
 */
export function commentWindow(
  comments: readonly TopicComment[],
  opened: ReadonlySet<number>,
  shown: number,
): CommentWindow {
  const older = comments.flatMap((comment, index) => (opened.has(comment.id) ? [index] : []));
  const drawnOlder = Math.min(shown, older.length);
  const gap = drawnOlder < older.length ? older[drawnOlder]! : (older.at(-1) ?? -1) + 1;
  return {
    head: comments.slice(0, gap),
    hidden: older.length - drawnOlder,
    tail: comments.slice(gap).filter((comment) => !opened.has(comment.id)),
    nextHidden: drawnOlder < older.length ? comments[gap] : undefined,
  };
}

/**
 * Which of a topic's comments are drawn: the first COMMENTS_AT_ONCE, more on `showMore`, and always every
 * comment that arrived after the topic was opened (one just posted), so a long discussion costs what a
 * short one does and the reader still sees their own comment. Drawing more only adds to the end of `head`
 * and empties `hidden`: a comment once drawn stays where it is, in the same list (topic-comments.tsx).
 */
export function useCommentWindow(comments: readonly TopicComment[]) {
  const [shown, setShown] = useState(COMMENTS_AT_ONCE);
  // The comments the topic held when it was opened; later ones (posted since) are drawn whatever `shown` is.
  const [opened] = useState(() => new Set(comments.map((comment) => comment.id)));
  const showMore = useCallback(() => setShown((count) => count + COMMENTS_AT_ONCE), []);
  /** Draws at least the comments up to the one with `id` ("First new comment", a link to one comment). */
  const showThrough = useCallback(
    (id: number) => {
      const through = comments.filter((comment) => opened.has(comment.id)).findIndex((c) => c.id === id);
      setShown((count) => Math.max(count, through + 1));
    },
    [comments, opened],
  );
  const drawn = useMemo(() => commentWindow(comments, opened, shown), [comments, opened, shown]);
  return { ...drawn, showMore, showThrough };
}
