import { useEffect, useRef, type RefObject } from 'react';

/**
 * The distance below the header after which the menu starts hiding and returning (docs/behaviour.md, 'Main menu').
 */
export const FIXED_NAVBAR_THRESHOLD_PX = 65;

export type NavbarMode = 'static' | 'hidden' | 'fixed';

/** The mode the menu is drawn in, before any scrolling: its element's `data-mode` until the reader scrolls. */
export const FIRST_NAVBAR_MODE: NavbarMode = 'static';

/**
 * The menu stays in place near the top; further down it hides while scrolling down and comes back fixed
 * to the top while scrolling up, so it is there when wanted and out of the way when reading.
 *
 * The mode is written straight to the menu's `data-mode`, which its styles follow, not kept in React's state:
 * a change would draw the whole menu again in the scroll's task, and a scroll (a tap's own scrolling into
 * view, too) would then hold up the next tap for 20 ms at 4× CPU (issue 52). React draws the attribute with
 * FIRST_NAVBAR_MODE and never changes it, so it leaves what is written here alone.
 */
export function useScrollNavbar(anchor: RefObject<HTMLElement | null>, nav: RefObject<HTMLElement | null>) {
  const lastY = useRef(0);

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      const headerBottom = (anchor.current?.offsetTop ?? 0) + (anchor.current?.offsetHeight ?? 0);
      const next: NavbarMode =
        y <= headerBottom + FIXED_NAVBAR_THRESHOLD_PX ? 'static' : y > lastY.current ? 'hidden' : 'fixed';
      lastY.current = y;
      if (nav.current && nav.current.dataset.mode !== next) nav.current.dataset.mode = next;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [anchor, nav]);
}
