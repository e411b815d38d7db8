import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React takes a server-drawn page over, true from then on (and from the start
 * of a page drawn in the browser). What only the code can keep true, such as an `aria-expanded` that the code
 * updates or a `hidden` it lifts, is written once this is true; until then the HTML works without it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
