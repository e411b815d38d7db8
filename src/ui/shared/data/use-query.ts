import { createContext, use, useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useContainer } from '../../app/services';
import type { BoundaryKeys } from './boundary-keys';
import { queryCacheOf } from './cache-of-container';
import type { QueryCache } from './query-cache';
import type { Load, QueryState } from './query-entry';
import { keyHash, type QueryKey } from './query-key';
import { fulfilled } from './tracked-promise';

/** The keys read below a QueryBoundary, so that its loading state can Cancel them and Try again. */
export const BoundaryKeysContext = createContext<BoundaryKeys | null>(null);

/** This portal's query cache. */
export const useQueryCache = (): QueryCache => queryCacheOf(useContainer());

export interface QueryResult<T> {
  readonly data: T;
  /** The key changed and the new answer is on its way: `data` is still the previous key's. */
  readonly refreshing: boolean;
  /** Stops the new key's request (while `refreshing`). */
  cancel(): void;
  /** Asks for the key again. */
  retry(): void;
}

/**
 * Reads a key through the cache: its answer at once when the cache has one (a stale one is refreshed
 * behind it), otherwise the nearest Suspense boundary waits (React's `use`) and a failure goes to the
 * nearest error boundary; a QueryBoundary gives both. When the key changes, the previous answer stays on
 * screen until the new one is there, so the screen and keyboard focus stay put.
 * `initial` may offer a copy kept elsewhere for a key the cache does not know yet.
 */
export function useQuery<T>(key: QueryKey, load: Load<T>, initial?: () => T | undefined): QueryResult<T> {
  const cache = useQueryCache();
  const wanted = keyHash(key);
  use(BoundaryKeysContext)?.add(wanted);
  const wantedState = cache.read(key, load, initial);
  // The key this view last showed with data: while the new key's answer is on its way, that one stays on
  // screen, not a fallback. Not `useDeferredValue`: a router navigates in a transition, where a deferred
  // value is the new one at once, and the transition (the address, the ticked box) would wait for the data.
  const [previous, setPrevious] = useState<string | null>(null);
  const waiting = !wantedState.hasData && wantedState.error === undefined;
  const keep = waiting && previous !== null && previous !== wanted && cache.peek(previous)?.hasData;
  const shown = keep ? previous : wanted;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const releases = [shown, wanted].filter(unique).map((each) => cache.subscribe(each, onChange));
      return () => releases.forEach((release) => release());
    },
    [cache, shown, wanted],
  );
  // Both keys' states, as one value that changes when either does (the new answer's arrival re-renders).
  const pair = useRef<StatePair>({});
  const snapshot = () => {
    const next = { shown: cache.peek<unknown>(shown), wanted: cache.peek<unknown>(wanted) };
    const last = pair.current;
    if (last.shown !== next.shown || last.wanted !== next.wanted) pair.current = next;
    return pair.current;
  };
  const states = useSyncExternalStore(subscribe, snapshot, snapshot);
  const state = (states.shown ?? wantedState) as QueryState<T>;
  if (state.hasData && previous !== shown) setPrevious(shown);
  // Always through `use()`, so that each render makes the same calls; a key with data reads its settled
  // promise at once, and `data` is then the newest answer (a refresh replaces it, not the promise).
  const first = use(state.promise);
  return {
    data: state.hasData ? (state.data as T) : first,
    refreshing: shown !== wanted,
    cancel: () => cache.cancel(wanted),
    retry: () => cache.retry(wanted),
  };
}

interface StatePair {
  shown?: QueryState | undefined;
  wanted?: QueryState | undefined;
}

const unique = (value: string, index: number, all: string[]) => all.indexOf(value) === index;

const NOTHING_TO_WAIT_FOR = fulfilled(undefined);

/**
 * Starts every query at once and waits, without throwing, until each has an answer or a failure: views that
 * should appear together (filters and their list) then read their keys, each showing its own failure.
 */
export function useAllSettled(queries: readonly { key: QueryKey; load: Load<unknown> }[]): void {
  const cache = useQueryCache();
  const keys = use(BoundaryKeysContext);
  const states = queries.map(({ key, load }) => (keys?.add(keyHash(key)), cache.read(key, load)));
  const waiting = states.find((state) => !state.hasData && state.error === undefined);
  // One `use()` in every render, as React asks; the first key still on its way, or one settled long ago.
  use(waiting?.settled ?? NOTHING_TO_WAIT_FOR);
}
