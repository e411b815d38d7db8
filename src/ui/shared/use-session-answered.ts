import { useEffect, useState } from 'react';
import { SyncSession } from '@/application/session/sync-session';
import { useService } from '../app/services';

/**
 * Whether the content system has said who is logged in, asking it once when `needed` and nobody has yet:
 * a new tab opened on a members-only address shares the browser's session but knows nothing of it.
 */
export function useSessionAnswered(needed: boolean): boolean {
  const sync = useService(SyncSession);
  const [answered, setAnswered] = useState(() => sync.hasAnswered);
  useEffect(() => {
    if (!needed || answered) return;
    let current = true;
    void sync.askOnce().then(() => {
      if (current) setAnswered(true);
    });
    return () => {
      current = false;
    };
  }, [needed, answered, sync]);
  return answered;
}
