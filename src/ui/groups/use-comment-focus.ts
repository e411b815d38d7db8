import { useCallback, useEffect, useRef } from 'react';
import { commentElementId } from './comment-address';

/**
 * Moves the focus to a comment once it is drawn. `focusComment` focuses one at once when it is drawn, else
 * asks `showThrough` to draw the comments up to it; `focusWhenDrawn` waits for a drawing asked for otherwise
 * ("Show more comments"). The comments keep their elements while more are drawn (use-comment-window.ts), so
 * the focus stays where it was put through every later redraw.
 */
export function useCommentFocus(showThrough: (id: number) => void) {
  const pending = useRef<number | null>(null);
  // After every drawing of the list: the comment waited for may be there now.
  useEffect(() => {
    if (pending.current === null) return;
    const element = document.getElementById(commentElementId(pending.current));
    if (!element) return;
    pending.current = null;
    element.focus();
  });
  const focusWhenDrawn = useCallback((id: number) => {
    pending.current = id;
  }, []);
  const focusComment = useCallback(
    (id: number) => {
      const element = document.getElementById(commentElementId(id));
      if (element) return element.focus();
      pending.current = id;
      showThrough(id);
    },
    [showThrough],
  );
  return { focusComment, focusWhenDrawn };
}
