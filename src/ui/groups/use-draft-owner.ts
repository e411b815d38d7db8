import { holderOf } from '@/application/session/session-store';
import { useSessionState } from '../shared/use-session-state';

/**
 * Whose unsent words a form on the page holds: the logged-in member, or, while their session has expired, still
 * that member (SessionStore's holder). A form keyed by it starts afresh when another account logs in in place,
 * so nothing one member typed is ever shown to another, while the same member logging in again finds it.
 */
export function useDraftOwner(): number {
  return holderOf(useSessionState());
}
