import { useEffect, useState } from 'react';
import { useFirstScreenAnswer } from '../app/first-screen';
import { isCancelled, sameDeps, useLoadRequest } from './use-load-request';

export type AsyncState<T> =
  /** `data` is the previous answer while a new one loads, so the screen (and keyboard focus) stays put. */
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  /** The reader stopped the load (Cancel): not an error. */
  | { status: 'cancelled'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

/**
 * Runs a load whenever its dependencies change and tracks loading, data and error, with `retry` and `cancel`.
 * The load is given a signal that aborts when it is no longer wanted (new dependencies, unmount, Cancel), so
 * its request stops on the wire. A result counts only for the dependencies it was loaded for, so a slow old
 * answer never shows for new ones. With a `firstScreenKey`, a server-rendered first screen's answer is taken
 * as the first result (first-screen.tsx).
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  firstScreenKey?: string,
): AsyncState<T> & { retry(): void; cancel(): void } {
  const { key, cancelled, retry, cancel } = useLoadRequest(deps);
  const served = useFirstScreenAnswer(firstScreenKey, () => load(new AbortController().signal));
  const [result, setResult] = useState<{
    key: readonly unknown[];
    state: AsyncState<T>;
    served?: true;
  } | null>(() =>
    served.found ? { key, state: { status: 'ready', data: served.data }, served: true } : null,
  );

  useEffect(() => {
    // The answer the first screen was rendered with is fresh: no second request for it.
    if (cancelled || (result?.served && sameDeps(result.key, key))) return;
    const controller = new AbortController();
    // Once aborted, whatever the load still answers belongs to a request nobody wants.
    const settle = (state: AsyncState<T>) => controller.signal.aborted || setResult({ key, state });
    load(controller.signal).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle(failed(error)),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  }, [...key, cancelled]);

  const state: AsyncState<T> =
    result && sameDeps(result.key, key)
      ? result.state
      : cancelled
        ? { status: 'cancelled' }
        : { status: 'loading', data: result?.state.status === 'ready' ? result.state.data : undefined };
  return { ...state, retry, cancel };
}

function failed(error: unknown): AsyncState<never> {
  return isCancelled(error) ? { status: 'cancelled' } : { status: 'error', error: toError(error) };
}

export const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
