import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../error-boundary';
import { LoadingOverlay } from '../loading-overlay';
import { PendingState } from '../pending-state';
import { isCancelled } from '../use-load-request';
import type { QueryCache } from './query-cache';
import { isQueryFailure } from './query-failure';
import { BoundaryKeys } from './boundary-keys';
import { BoundaryKeysContext, useQueryCache } from './use-query';

interface QueryBoundaryProps {
  children: ReactNode;
  /** Said while loading, e.g. "Loading news". */
  loadingLabel: string;
  /** Heading of the error, e.g. "The news could not be loaded". */
  errorTitle: string;
  /** A list's line inside its block rather than a screen's region. */
  inline?: boolean;
  /** Instead of the loading state (e.g. nothing, for a menu that is not there yet). */
  pending?: ReactNode;
  /** Instead of the error state: a quieter failure with its own Try again. */
  failed?: (retry: () => void) => ReactNode;
}

/**
 * Where the keys read below it (`useQuery`) wait and fail: the shared loading state (Cancel and Try again
 * once it is slow), the cancelled state, and the error state whose Try again asks the failed keys again.
 * While it waits it holds their requests; once it goes (the reader went elsewhere) they are aborted.
 * Errors that are not a key's failure (a code part that did not load) go on to the route's boundary.
 */
export function QueryBoundary(props: QueryBoundaryProps) {
  const { children, loadingLabel, errorTitle, inline, pending, failed } = props;
  const cache = useQueryCache();
  const [keys] = useState(() => new BoundaryKeys(cache));
  const [round, setRound] = useState(0);
  // Cancel shows the cancelled state at once, from the click: not as a retry of the suspended children,
  // which React may hold back (it paces the reveals of a boundary).
  const [cancelled, setCancelled] = useState(false);
  const cancel = () => {
    keys.forEach((key) => cache.cancel(key));
    setCancelled(true);
  };
  const retry = () => {
    retryWaiting(cache, keys);
    setCancelled(false);
    setRound((n) => n + 1);
  };
  const fallback = (error: unknown) => {
    // Not ours: the route's error boundary shows it (a part that did not load offers a reload).
    if (!isQueryFailure(error)) throw error;
    if (failed) return failed(retry);
    const status = isCancelled(error) ? 'cancelled' : 'error';
    const shown = { status, error: error as Error, retry, cancel } as const;
    return <PendingState state={shown} loadingLabel={loadingLabel} errorTitle={errorTitle} inline={inline} />;
  };
  const waiting =
    pending !== undefined ? (
      pending
    ) : (
      <LoadingOverlay
        label={loadingLabel}
        inline={inline}
        onCancel={cancel}
        onRetry={() => retryWaiting(cache, keys)}
      />
    );
  if (cancelled) {
    const shown = { status: 'cancelled', retry, cancel } as const;
    return <PendingState state={shown} loadingLabel={loadingLabel} errorTitle={errorTitle} inline={inline} />;
  }
  return (
    <BoundaryKeysContext value={keys}>
      <ErrorBoundary resetKey={round} fallback={fallback}>
        <Suspense fallback={<Holding keys={keys}>{waiting}</Holding>}>{children}</Suspense>
      </ErrorBoundary>
    </BoundaryKeysContext>
  );
}

/** Asks again for every key below that has no answer: on its way (let go and asked afresh) or failed. */
function retryWaiting(cache: QueryCache, keys: ReadonlySet<string>): void {
  for (const key of keys) if (!cache.peek(key)?.hasData) cache.retry(key);
}

/** Keeps the awaited keys' requests going while the loading state is on screen, and lets go after. */
function Holding({ keys, children }: { keys: BoundaryKeys; children: ReactNode }) {
  useEffect(() => {
    keys.hold();
    return () => keys.letGo();
  }, [keys]);
  return children;
}
