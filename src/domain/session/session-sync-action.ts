import { isLoadableUserId } from './session';

/** What to do when a page answer reports the session's user id (docs/behaviour.md, Session sync). */
export type SessionSyncAction =
  /** Nobody was logged in and nobody is. */
  | { kind: 'stay-anonymous' }
  /** We believed someone was logged in, but the server answers for nobody: the session ended. */
  | { kind: 'session-ended' }
  /** The same user: take the fresh roles and membership flag. */
  | { kind: 'refresh' }
  /** Another user than the stored one: load that account (`previousUserId` is 0 after a login). */
  | { kind: 'load-user'; userId: number; previousUserId: number };

/**
 * Compares the stored user id with the one a page answer reports. Any id that is not a whole number
 * above 0 (0 itself, negatives, NaN) counts as anonymous and is never loaded.
 */
export function syncSession(storedUserId: number, reportedUserId: number): SessionSyncAction {
  const wasLoggedIn = isLoadableUserId(storedUserId);
  if (!isLoadableUserId(reportedUserId))
    return wasLoggedIn ? { kind: 'session-ended' } : { kind: 'stay-anonymous' };
  if (reportedUserId === storedUserId) return { kind: 'refresh' };
  return { kind: 'load-user', userId: reportedUserId, previousUserId: wasLoggedIn ? storedUserId : 0 };
}
