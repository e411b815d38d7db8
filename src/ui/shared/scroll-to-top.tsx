import { useSyncExternalStore } from 'react';
import { optionalPart } from './optional-part';

const BackToTopButton = optionalPart(() =>
  import('./back-to-top-button').then((module) => module.BackToTopButton),
);

/** The share of the page that must be scrolled before the button appears (docs/behaviour.md, 'Page furniture'). */
export const SCROLL_TO_TOP_THRESHOLD = 0.2;

/** How far down the page the reader is, from 0 (top) to 1 (bottom); 0 when the page does not scroll. */
function scrolledFraction(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? window.scrollY / scrollable : 0;
}

function subscribeToScrolling(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** Re-renders only when the answer flips, not on every scrolled pixel. */
const usePastScrollFraction = (threshold: number): boolean =>
  useSyncExternalStore(
    subscribeToScrolling,
    () => scrolledFraction() >= threshold,
    () => false,
  );

/**
 * "Back to top", once a fifth of the page is behind the reader. The button and what it watches come then, as a
 * part of their own: most first screens are never scrolled that far, and it was 0.5 kB of every first load.
 */
export function ScrollToTop() {
  const past = usePastScrollFraction(SCROLL_TO_TOP_THRESHOLD);
  return past ? <BackToTopButton /> : null;
}
