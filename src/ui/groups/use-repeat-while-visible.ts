import { useEffect, useRef } from 'react';
import type { RepeatWhileVisible } from '@/application/repeat-while-visible';
import { usePageVisible } from '../shared/use-page-visible';

/**
 * Runs what `start` makes while the view is shown, told whether the page is visible (it repeats only then),
 * stopped when the view goes or `start` changes (keep it in a useCallback).
 */
export function useRepeatWhileVisible(start: () => RepeatWhileVisible): void {
  const visible = usePageVisible();
  const watching = useRef<RepeatWhileVisible | null>(null);
  useEffect(() => {
    const started = start();
    watching.current = started;
    return () => started.stop();
  }, [start]);
  // After the one above, and again with it: a repeat started afresh is told the visibility too.
  useEffect(() => watching.current?.setVisible(visible), [start, visible]);
}
