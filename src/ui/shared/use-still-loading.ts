import { useEffect, useState } from 'react';
import { STILL_LOADING_AFTER_MS } from './waiting-times';

/** Whether a wait has lasted long enough to say so; `restart` counts from zero again (a new try). */
export function useStillLoading(): { stillLoading: boolean; restart(): void } {
  const [round, setRound] = useState(0);
  const [shownFor, setShownFor] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setShownFor(round), STILL_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, [round]);
  return { stillLoading: shownFor === round, restart: () => setRound((n) => n + 1) };
}
