/**
 * The history entry this page load started at, by React Router's key for it; any navigation gets a key of its
 * own. The screen shown there is the one the server may have drawn (read once, before React starts).
 */
export const FIRST_ENTRY: string = firstEntryKey(globalThis.history?.state);

/**
 * React Router's key for the entry a page loads at, from the history state the browser kept for it: a fresh
 * entry's is `default`; an entry the app made keeps its own key through a reload or a return from another
 * address, and the server drew that load's screen too, with answers as fresh as a first visit's.
 */
export function firstEntryKey(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('key' in state)) return 'default';
  return typeof state.key === 'string' ? state.key : 'default';
}
