import { token } from '../token';

/**
 * Browser storage behind a port. Two instances exist: a persistent one (site and form state) and a
 * per-tab session one (user data, dropped on logout). Never put secrets in the persistent one.
 */
export interface KeyValueStorage {
  read(key: string): string | null;
  /** Writes; a full or unavailable storage is ignored (the app keeps working from memory). */
  write(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
  /**
   * Calls `listener` whenever another tab of this browser changes `key` (or clears the storage): the
   * persistent storage is shared by every tab, a tab's session storage by none, so the latter never calls it.
   */
  watch(key: string, listener: () => void): void;
}
/** The storage that outlives the browser (localStorage): site state and form state. */
export const PersistentStorage = token<KeyValueStorage>('PersistentStorage');
/** The storage of one tab, gone when the browser closes (sessionStorage): user-specific data. */
export const SessionStorage = token<KeyValueStorage>('SessionStorage');
