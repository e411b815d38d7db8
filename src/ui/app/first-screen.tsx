import { createContext, use, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The data a server-rendered first screen was drawn with, so that React can take over that HTML (hydrate)
 * with exactly the same answers instead of drawing loading states over it. Keys name a load and its
 * arguments (`menu:main`, `page:/news`).
 */
export interface FirstScreen {
  /** The answer for a key, if the first screen had one. On the server, an unknown key starts its load. */
  lookup(key: string, load: () => Promise<unknown>): { found: true; data: unknown } | { found: false };
  /** The reader has moved on: from now on every screen loads afresh. */
  end(): void;
}

/** The browser's side: the answers the server sent along, as read from the page. */
export function seededFirstScreen(answers: Readonly<Record<string, unknown>>): FirstScreen {
  let over = false;
  return {
    lookup: (key) =>
      !over && Object.hasOwn(answers, key) ? { found: true, data: answers[key] } : { found: false },
    end: () => void (over = true),
  };
}

const FirstScreenContext = createContext<FirstScreen | null>(null);

export function FirstScreenProvider({ value, children }: { value: FirstScreen | null; children: ReactNode }) {
  return <FirstScreenContext value={value}>{children}</FirstScreenContext>;
}

/** The history entry a page load starts at; any navigation gets a key of its own. */
const FIRST_ENTRY = 'default';

/**
 * The first screen's answer for `key` while the reader is still on the first screen (React renders it on the
 * server, takes its HTML over, or hydrates a part whose code arrived late); nothing once they have moved on,
 * so a later visit of the same screen loads afresh.
 */
export function useFirstScreenAnswer<T>(
  key: string | undefined,
  load: () => Promise<T>,
): { found: true; data: T } | { found: false } {
  const firstScreen = use(FirstScreenContext);
  const onFirstEntry = useLocation().key === FIRST_ENTRY;
  if (!firstScreen) return { found: false };
  // Back on the first entry later is not the first screen any more.
  if (!onFirstEntry) firstScreen.end();
  if (key === undefined || !onFirstEntry) return { found: false };
  return firstScreen.lookup(key, load) as { found: true; data: T } | { found: false };
}
