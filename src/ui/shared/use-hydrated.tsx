import { createContext, use, useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => {};

const TakenOver = createContext<boolean | null>(null);

/**
 * Tells the views below whether the page is taken over (useHydrated). React takes a server-drawn page over
 * with the value false, as the server drew it; the parts that then change (a button enabled, each of a long
 * discussion's comments) are drawn again in the background, in slices the browser can answer input between,
 * instead of in one task at the end of the take-over (issue 51: 25 ms and more on a topic of 200 comments at
 * 4× CPU).
 */
export function TakeOverProvider({ children }: { children: ReactNode }) {
  const done = useDeferredValue(
    useSyncExternalStore(
      never,
      () => true,
      () => false,
    ),
  );
  return <TakenOver value={done}>{children}</TakenOver>;
}

/**
 * False on the server and while React takes a server-drawn page over, true from then on (and from the start
 * of a page drawn in the browser). What only the code can keep true, such as an `aria-expanded` that the code
 * updates or a `hidden` it lifts, is written once this is true; until then the HTML works without it. Below a
 * TakeOverProvider (every screen of the portal's), it turns true in the background after the take-over.
 */
export function useHydrated(): boolean {
  const takenOver = use(TakenOver);
  // Below the provider both answers are its own, so React has nothing to draw again at the end of the
  // take-over; alone, the browser's answer differs from the server's, as the provider's does.
  return useSyncExternalStore(
    never,
    () => takenOver ?? true,
    () => takenOver ?? false,
  );
}
