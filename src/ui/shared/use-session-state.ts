import { type AuthState, SessionStore } from '@/application/session/session-store';
import { useObservable, useService } from '../app/services';

/** The login state as stored: session, account, and whether the session has just ended. */
export function useSessionState(): AuthState {
  return useObservable(useService(SessionStore));
}
