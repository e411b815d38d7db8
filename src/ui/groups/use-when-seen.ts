import { useEffect, type RefObject } from 'react';

/** How far below the screen a sentinel counts as reached: the next comments are drawn before they show. */
const AHEAD = '600px 0px';

/**
 * Calls `onSeen` when `target` comes into view (or near it), for as long as `enabled`. Watched afresh each
 * time `round` changes, so a sentinel still in view after a round of drawing asks for the next one. Where
 * the browser has no IntersectionObserver (jsdom, old browsers) nothing happens: the caller's button stays
 * the way on.
 */
export function useWhenSeen(
  target: RefObject<Element | null>,
  onSeen: () => void,
  { enabled, round }: { enabled: boolean; round: number },
): void {
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onSeen();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, onSeen, enabled, round]);
}
