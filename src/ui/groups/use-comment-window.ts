import { useCallback, useState } from 'react';
import type { TopicComment } from '@/domain/groups/group';

/**
 * Drawn at once, and added each time the reader comes to the end of them or asks for more: a phone's few
 * screens. Fifty cost a long topic's take-over some 100 ms of main-thread work over a one-comment topic's
 * (Lighthouse's mobile throttling); twenty, none measurable (docs/performance.md).
 */
export const COMMENTS_AT_ONCE = 20;

/**
 * Which of a topic's comments are drawn: the first COMMENTS_AT_ONCE, more on `showMore`, and always every
 * comment that arrived after the topic was opened (one just posted), so a long discussion costs what a
 * short one does and the reader still sees their own comment. `hidden` counts the ones between.
 */
export function useCommentWindow(comments: readonly TopicComment[]) {
  const [shown, setShown] = useState(COMMENTS_AT_ONCE);
  // The comments the topic held when it was opened; later ones (posted since) are drawn whatever `shown` is.
  const [openedWith] = useState(comments.length);
  const showMore = useCallback(() => setShown((count) => count + COMMENTS_AT_ONCE), []);
  /** Draws at least the comments up to `index` (0-based), "First new comment" going to one not drawn yet. */
  const showThrough = useCallback((index: number) => setShown((count) => Math.max(count, index + 1)), []);
  const headEnd = Math.min(shown, openedWith, comments.length);
  const tailStart = Math.max(headEnd, Math.min(openedWith, comments.length));
  return {
    head: comments.slice(0, headEnd),
    hidden: tailStart - headEnd,
    tail: comments.slice(tailStart),
    shown,
    showMore,
    showThrough,
  };
}
