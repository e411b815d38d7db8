import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The distance below the header after which the menu starts hiding and returning (docs/behaviour.md, 'Main menu').
 */
export const FIXED_NAVBAR_THRESHOLD_PX = 65;

export type NavbarMode = 'static' | 'hidden' | 'fixed';

/**
 * The menu stays in place near the top; further down it hides while scrolling down and comes back fixed
 * to the top while scrolling up, so it is there when wanted and out of the way when reading.
 */
export function useScrollNavbar(anchor: RefObject<HTMLElement | null>): NavbarMode {
  const [mode, setMode] = useState<NavbarMode>('static');
  const lastY = useRef(0);

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      const headerBottom = (anchor.current?.offsetTop ?? 0) + (anchor.current?.offsetHeight ?? 0);
      const next: NavbarMode =
        y <= headerBottom + FIXED_NAVBAR_THRESHOLD_PX ? 'static' : y > lastY.current ? 'hidden' : 'fixed';
      lastY.current = y;
      setMode(next);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [anchor]);

  return mode;
}
