import { RemoteSystemError } from '../remote-system-error';
import type { AuthState } from './session-store';

/**
 * Whether a read failed because the member's session ended, rather than for an error: it was refused (401, or
 * the 403 Drupal answers a session it no longer knows) while this tab knows the session has ended (SessionExpiry
 * asked Drupal). Every screen's failed load asks this one rule, and says the session ended instead of an error.
 * A refusal while the session holds is what it says: this member may not read that.
 */
export const refusedBySessionEnd = (error: unknown, state: Pick<AuthState, 'expired'>): boolean =>
  state.expired && error instanceof RemoteSystemError && (error.isUnauthenticated || error.isForbidden);
