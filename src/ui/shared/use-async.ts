import { useCallback, useEffect, useState } from 'react';
import { useFirstScreenAnswer } from '../app/first-screen';

export type AsyncState<T> =
  /** `data` is the previous answer while a new one loads, so the screen (and keyboard focus) stays put. */
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Runs a load whenever its dependencies change and tracks loading, data and error, with a `retry`.
 * A result counts only for the dependencies it was loaded for, so a slow old answer never shows for new ones.
 * With a `firstScreenKey`, a server-rendered first screen's answer is taken as the first result (first-screen.tsx).
 */
export function useAsync<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  firstScreenKey?: string,
): AsyncState<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const key = [...deps, attempt];
  const served = useFirstScreenAnswer(firstScreenKey, load);
  const [result, setResult] = useState<{
    key: readonly unknown[];
    state: AsyncState<T>;
    served?: true;
  } | null>(() =>
    served.found ? { key, state: { status: 'ready', data: served.data }, served: true } : null,
  );

  useEffect(() => {
    // The answer the first screen was rendered with is fresh: no second request for it.
    if (result?.served && sameDeps(result.key, key)) return;
    let current = true;
    load().then(
      (data) => current && setResult({ key, state: { status: 'ready', data } }),
      (error: unknown) => current && setResult({ key, state: { status: 'error', error: toError(error) } }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  }, key);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: AsyncState<T> =
    result && sameDeps(result.key, key)
      ? result.state
      : { status: 'loading', data: result?.state.status === 'ready' ? result.state.data : undefined };
  return { ...state, retry };
}

export const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
