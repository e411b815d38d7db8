import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType, type NavigateOptions } from 'react-router-dom';

/**
 * Where the positions live between reloads of the tab, by history entry and address: every page load's first
 * entry has the key `default`, whatever its address.
 */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

/**
 * Options for a navigation that should leave the reader where they are on the page, such as ticking a filter
 * or changing a list's order (the declarative router has no `preventScrollReset`).
 */
export const KEEP_SCROLL_POSITION = {
  state: { keepScrollPosition: true },
} as const satisfies NavigateOptions;

type Positions = Record<string, number>;

const entryOf = ({ key, pathname, search }: { key: string; pathname: string; search: string }) =>
  `${key} ${pathname}${search}`;

let pageLoadSeen = false;

/**
 * How the browser came to this page, told once: to the first location the app shows (`navigate` for a link
 * followed or an address typed, `reload`, `back_forward`); undefined after, and where the browser does not say.
 */
function pageLoadType(): string | undefined {
  if (pageLoadSeen) return undefined;
  pageLoadSeen = true;
  const [load] = performance.getEntriesByType?.('navigation') ?? [];
  return (load as PerformanceNavigationTiming | undefined)?.type;
}

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
 * Back/forward, and a reload, return to where the reader was on that history entry; any other navigation, a
 * fresh page load included, starts at the top (or at the `#fragment` it names). Render it after the screen, inside the same Suspense boundary, so that it
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
    const entry = entryOf(location);
    const saved = positions[entry];
    // A fresh load's first entry is a new one, though it shares the key `default` with the tab's earlier
    // loads: it starts at the top. A reload or back/forward returns to where the reader was on that address.
    const freshLoad = pageLoadType() === 'navigate';
    if (action === 'POP' && typeof saved === 'number' && !freshLoad) window.scrollTo(0, saved);
    else if (!scrollToHash(location.hash) && !(action !== 'POP' && keepsScrollPosition(location.state))) {
      window.scrollTo(0, 0);
    }
    // Remember this entry's position as the reader scrolls; kept on leaving the entry and when the tab goes.
    const remember = () => {
      positions[entry] = window.scrollY;
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
