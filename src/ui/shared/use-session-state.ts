import type { AuthState } from '@/application/session/session-store';
import { TOKENS } from '@/application/tokens';
import { useObservable, useService } from '../app/services';

/** The login state as stored: session, account, and whether the session has just ended. */
export function useSessionState(): AuthState {
  return useObservable(useService(TOKENS.SessionStore));
}
