import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useFormUnderCorner } from './form-under-corner';
import styles from './scroll-to-top.module.css';

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

/** "Back to top", once a fifth of the page is behind the reader, stepping aside while a form passes under it. */
export function ScrollToTop() {
  const past = usePastScrollFraction(SCROLL_TO_TOP_THRESHOLD);
  const formUnder = useFormUnderCorner();
  const { t } = useTranslation();
  if (!past || formUnder) return null;

  const toTop = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // The button disappears at the top; keyboard users continue from the start of the content, not from nowhere.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className={styles.button} onClick={toTop}>
      <span className={styles.arrow} aria-hidden="true" />
      {t('backToTop')}
    </button>
  );
}
