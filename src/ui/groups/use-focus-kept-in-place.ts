import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** What holds the focus below the list, and where its top stood on the screen. */
interface Held {
  readonly element: Element;
  readonly top: number;
}

/** The focused element when it comes after `list` in the page (outside it), with its top on the screen. */
function focusedBelow(list: Element | null): Held | null {
  const focused = document.activeElement;
  if (!focused || !list || list.contains(focused)) return null;
  if (!(list.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)) return null;
  return { element: focused, top: focused.getBoundingClientRect().top };
}

/** Scrolls the page by what `held` moved since, so that it stands where it stood. */
function keep(held: Held | null): void {
  if (!held?.element.isConnected) return;
  const moved = held.element.getBoundingClientRect().top - held.top;
  if (moved !== 0) window.scrollBy(0, moved);
}

/**
 * Keeps what holds the focus below a list where it is on the screen while more of the list is drawn above it:
 * the comment box under a long discussion, focused from the keyboard, while the comments it brought near are
 * drawn (issue 61: without it the box went 7,700 to 12,400 px down the page as it was typed in). A browser's own
 * scroll anchoring holds the last comment on the screen still instead, the one above the new ones, and
 * Safari has none. `hold` is called before a drawing; after it, the page scrolls by what the focus moved.
 * `list` goes on the list drawn into.
 *
 * The list also grows with no drawing of ours, as the comments near the screen are laid out at their own height
 * rather than the place kept for them (content-visibility): taller, they pushed the box 1,300 to 1,700 px below
 * the window until the next key typed brought its caret back (issue 81). So while the box is on the screen,
 * each change of the list's size scrolls the page by what the box moved, before the browser paints it.
 */
export function useFocusKeptInPlace<T extends HTMLElement>(): { list: RefObject<T | null>; hold(): void } {
  const list = useRef<T>(null);
  const held = useRef<Held | null>(null);
  const hold = useCallback(() => {
    held.current = focusedBelow(list.current);
  }, []);
  // After every drawing, before the browser paints it.
  useLayoutEffect(() => {
    keep(held.current);
    held.current = null;
  });
  useEffect(() => {
    const above = list.current;
    if (!above || typeof ResizeObserver === 'undefined') return;
    let seen: Held | null = null;
    // Where the focus below stands while it is on the screen: off it, the browser's scroll anchoring keeps
    // what the reader is looking at instead.
    const note = () => {
      const focused = focusedBelow(above);
      const bottom = focused?.element.getBoundingClientRect().bottom ?? 0;
      seen = focused && bottom > 0 && focused.top < window.innerHeight ? focused : null;
    };
    // After each layout that changed the list's size, before the browser paints it.
    const sized = new ResizeObserver(() => {
      if (seen?.element === document.activeElement) keep(seen);
      note();
    });
    sized.observe(above);
    window.addEventListener('scroll', note, { passive: true });
    document.addEventListener('focusin', note);
    return () => {
      sized.disconnect();
      window.removeEventListener('scroll', note);
      document.removeEventListener('focusin', note);
    };
  }, []);
  return { list, hold };
}
