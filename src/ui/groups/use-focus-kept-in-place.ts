import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps what holds the focus below a list where it is on the screen while more of the list is drawn above it:
 * the comment box under a long discussion, focused from the keyboard, while the comments it brought near are
 * drawn (issue 61: without it the box went 7,700 to 12,400 px down the page as it was typed in). A browser's own
 * scroll anchoring holds the last comment on the screen still instead, the one above the new ones, and
 * Safari has none. `hold` is called before a drawing; after it, the page scrolls by what the focus moved.
 * `list` goes on the list drawn into.
 */
export function useFocusKeptInPlace<T extends HTMLElement>(): { list: RefObject<T | null>; hold(): void } {
  const list = useRef<T>(null);
  const held = useRef<{ element: Element; top: number } | null>(null);
  const hold = useCallback(() => {
    const focused = document.activeElement;
    const above = list.current;
    if (!focused || !above || above.contains(focused)) return;
    if (!(above.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
    held.current = { element: focused, top: focused.getBoundingClientRect().top };
  }, []);
  // After every drawing, before the browser paints it.
  useLayoutEffect(() => {
    const kept = held.current;
    held.current = null;
    if (!kept?.element.isConnected) return;
    const moved = kept.element.getBoundingClientRect().top - kept.top;
    if (moved !== 0) window.scrollBy(0, moved);
  });
  return { list, hold };
}
