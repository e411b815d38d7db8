import { useEffect } from 'react';
import { SessionExpiry } from '@/application/session/session-expiry';
import { SyncSession } from '@/application/session/sync-session';
import { isLoggedIn } from '@/domain/session/session';
import { useService } from '../app/services';
import { useSessionState } from '../shared/use-session-state';

/** How often an open tab refreshes the session (`get/nothing`), so a long piece of writing outlives it. */
export const KEEP_ALIVE_MS = 10 * 60_000;

/** A tab hidden longer than this asks, when shown again, whether the session still holds. */
export const RECHECK_AFTER_HIDDEN_MS = 60_000;

/**
 * While someone is logged in: checks the session once when the tab starts, keeps it alive, and after the
 * tab was in the background for a while checks it at once, so a session that ended is told before the
 * member starts typing.
 */
export function useSessionKeepAlive(): void {
  const loggedIn = isLoggedIn(useSessionState().session);
  const sync = useService(SyncSession);
  const expiry = useService(SessionExpiry);

  useEffect(() => {
    if (!loggedIn) return;
    // A reload on a screen that fetches no page (the member area) must still learn whether the session
    // holds: another tab may have logged out meanwhile.
    if (!sync.hasAnswered) void sync.askOnce();
    const timer = setInterval(() => void sync.refresh(), KEEP_ALIVE_MS);
    let hiddenSince = Date.now();
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') hiddenSince = Date.now();
      else if (Date.now() - hiddenSince > RECHECK_AFTER_HIDDEN_MS) void expiry.verify();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [loggedIn, sync, expiry]);
}
