import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType, type NavigateOptions } from 'react-router-dom';

/** Where the positions live between reloads of the tab, by history entry (`location.key`). */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

/**
 * Options for a navigation that should leave the reader where they are on the page, such as ticking a filter
 * or changing a list's order (the declarative router has no `preventScrollReset`).
 */
export const KEEP_SCROLL_POSITION = {
  state: { keepScrollPosition: true },
} as const satisfies NavigateOptions;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Positions) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Positions) {
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused: back/forward then starts at the top, which is no worse than a fresh visit.
  }
}

/** Scrolls to the element the address's `#fragment` names; false when there is none. */
function scrollToHash(hash: string): boolean {
  try {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    target?.scrollIntoView();
    return target !== null;
  } catch {
    return false;
  }
}

const keepsScrollPosition = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'keepScrollPosition' in state;

/**
 * Back/forward returns to where the reader was on that history entry; any other navigation starts at the top
 * (or at the `#fragment` it names). Render it after the screen, inside the same Suspense boundary, so that it
 * restores only once the screen is there to scroll.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const positions = readPositions();
    const saved = positions[location.key];
    if (action === 'POP' && typeof saved === 'number') window.scrollTo(0, saved);
    else if (!scrollToHash(location.hash) && !(action !== 'POP' && keepsScrollPosition(location.state))) {
      window.scrollTo(0, 0);
    }
    // Remember this entry's position as the reader scrolls; kept on leaving the entry and when the tab goes.
    const remember = () => {
      positions[location.key] = window.scrollY;
    };
    remember();
    const persist = () => writePositions(positions);
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, [location, action]);

  return null;
}
