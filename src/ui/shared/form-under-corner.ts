import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * The window's bottom right corner where floating controls sit: the lowest eighth of the window, its right
 * half (an IntersectionObserver root margin, so nothing measures a box as the reader scrolls).
 */
const BOTTOM_RIGHT_CORNER = '-87.5% 0px 0px -50%';

/**
 * A screen's forms, not the header's search or the footer's language picker, which a reader scrolls past; and
 * what a screen marks with KEEP_CLEAR: the end of a list, where a reader stops to read (a group's last topic
 * row at 390 px was under the button).
 */
const SCREEN_FORMS = 'main form, main [data-keep-clear]';

/** Spread on an element a floating control must step aside for, as it does for a form. */
export const KEEP_CLEAR = { 'data-keep-clear': '' } as const;

/**
 * Whether a form (or what is marked KEEP_CLEAR) passes through the window's bottom right corner, where "Back to top" floats: a floating
 * control must never cover a form's fields or buttons (docs/behaviour.md, 'Page furniture'). Forms come and go
 * with the screens; each one on the screen is watched. Null until the observer has first said where the forms
 * are (a button drawn before might cover one for a frame).
 */
export function useFormUnderCorner(): boolean | null {
  // Without the observer (jsdom) the button simply never steps aside.
  const [under, setUnder] = useState<boolean | null>(() =>
    typeof IntersectionObserver === 'undefined' ? false : null,
  );
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const inCorner = new Set<Element>();
    const watched = new Set<Element>();
    let reported = false;
    const corner = new IntersectionObserver(
      (entries) => {
        reported = true;
        for (const { target, isIntersecting } of entries)
          if (isIntersecting) inCorner.add(target);
          else inCorner.delete(target);
        setUnder(inCorner.size > 0);
      },
      { rootMargin: BOTTOM_RIGHT_CORNER },
    );
    const watchForms = () => {
      for (const form of watched)
        if (!form.isConnected) {
          corner.unobserve(form);
          watched.delete(form);
          inCorner.delete(form);
        }
      for (const form of document.querySelectorAll(SCREEN_FORMS))
        if (!watched.has(form)) {
          watched.add(form);
          corner.observe(form);
        }
      // Before the observer's first word only a screen without forms is known to be clear.
      if (reported || watched.size === 0) setUnder(inCorner.size > 0);
    };
    watchForms();
    // A screen's change is looked through once its frame is painted, not in the frame of the click that made
    // it (issue 52: 2.5 ms of a filter's tick at 4× CPU); the button steps aside from the next frame on.
    let waiting = false;
    let stopped = false;
    const screens = new MutationObserver(() => {
      if (waiting) return;
      waiting = true;
      void afterNextPaint().then(() => {
        waiting = false;
        if (!stopped) watchForms();
      });
    });
    screens.observe(document.body, { childList: true, subtree: true });
    return () => {
      stopped = true;
      screens.disconnect();
      corner.disconnect();
    };
  }, []);
  return under;
}
