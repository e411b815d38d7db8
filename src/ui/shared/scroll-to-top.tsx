import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/use-translation';
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

/** Where the button floats, measured from the window's bottom right corner once it was drawn. */
interface Corner {
  readonly fromRight: number;
  readonly fromBottom: number;
}
/** Until it was drawn: a strip along the bottom as high as the button with its margin, nowhere to the right. */
const UNMEASURED: Corner = { fromRight: 0, fromBottom: 80 };
/** Room kept between the button and a form's control. */
const CLEARANCE = 8;

/** A form's field or button (the editor's box too) the button would be drawn over. */
function formControlUnder(corner: Corner): boolean {
  const left = window.innerWidth - corner.fromRight - CLEARANCE;
  const top = window.innerHeight - corner.fromBottom - CLEARANCE;
  for (const control of document.querySelectorAll(
    'form :is(input, select, textarea, button, [contenteditable])',
  )) {
    const box = control.getBoundingClientRect();
    if (box.width > 0 && box.right > left && box.bottom > top && box.top < window.innerHeight) return true;
  }
  return false;
}

/**
 * Whether the button is shown, re-rendering only when the answer flips, not on every scrolled pixel; and the
 * ref that measures it. A floating control must never cover a form's: the button steps aside while one passes
 * under it (docs/behaviour.md, 'Page furniture'). Its first drawing, measured, asks again at once, before the
 * browser paints, so it never shows over a form even for a frame.
 */
function useShownClearOfForms(threshold: number) {
  const corner = useRef(UNMEASURED);
  const askAgain = useRef<() => void>(() => {});
  const subscribe = useCallback((onChange: () => void) => {
    askAgain.current = onChange;
    return subscribeToScrolling(onChange);
  }, []);
  const shown = useSyncExternalStore(
    subscribe,
    () => scrolledFraction() >= threshold && !formControlUnder(corner.current),
    () => false,
  );
  const measure = useCallback((button: HTMLButtonElement | null) => {
    if (!button) return;
    // The offsets, not the drawn box: the button rises into place, and its first frame is lower than its place.
    const drawn = {
      fromRight: window.innerWidth - button.offsetLeft,
      fromBottom: window.innerHeight - button.offsetTop,
    };
    if (drawn.fromRight === corner.current.fromRight && drawn.fromBottom === corner.current.fromBottom)
      return;
    corner.current = drawn;
    askAgain.current();
  }, []);
  return { shown, measure };
}

/** "Back to top", once a fifth of the page is behind the reader. */
export function ScrollToTop() {
  const { shown: visible, measure } = useShownClearOfForms(SCROLL_TO_TOP_THRESHOLD);
  const { t } = useTranslation();
  if (!visible) return null;

  const toTop = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // The button disappears at the top; keyboard users continue from the start of the content, not from nowhere.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button type="button" ref={measure} className={styles.button} onClick={toTop}>
      <span className={styles.arrow} aria-hidden="true" />
      {t('backToTop')}
    </button>
  );
}
