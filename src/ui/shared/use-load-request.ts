import { useCallback, useState } from 'react';
import { RemoteSystemError } from '@/application/remote-system-error';

export const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/** A call aborted on purpose (a new navigation, Cancel): never shown as an error. */
export const isCancelled = (error: unknown): boolean =>
  error instanceof RemoteSystemError && error.reason === 'cancelled';

/**
 * Which load a view wants now: its dependencies and the attempt (Try again), and whether the reader has
 * cancelled that one. A new attempt or new dependencies are never cancelled.
 */
export function useLoadRequest(deps: readonly unknown[]) {
  const [attempt, setAttempt] = useState(0);
  const key = [...deps, attempt];
  const [cancelledKey, setCancelledKey] = useState<readonly unknown[] | null>(null);
  const cancelled = cancelledKey !== null && sameDeps(cancelledKey, key);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const cancel = () => setCancelledKey(key);
  return { key, cancelled, retry, cancel };
}
