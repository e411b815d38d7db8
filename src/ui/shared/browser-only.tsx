import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * What only the browser can draw (an editor that needs a DOM; a system the server cannot ask as the reader,
 * such as the proposal system): `waiting` on the server and while React takes a drawn page over, `children`
 * from then on. A screen the browser draws itself shows `children` at once.
 */
export function BrowserOnly({ children, waiting }: { children: ReactNode; waiting: ReactNode }) {
  return useHydrated() ? children : waiting;
}
