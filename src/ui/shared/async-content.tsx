import type { ReactNode } from 'react';
import { LoadingOverlay } from './loading-overlay';
import { PendingState } from './pending-state';
import type { AsyncState } from './use-async';
import styles from './async-content.module.css';

interface AsyncContentProps<T> {
  state: AsyncState<T> & { retry(): void; cancel(): void };
  /** Said while loading, e.g. "Loading news". */
  loadingLabel: string;
  /** Heading of the error, e.g. "The news could not be loaded". */
  errorTitle: string;
  children(data: T): ReactNode;
}

/**
 * The states every list shares: loading (with Cancel and Try again once it is slow), cancelled, failed with a
 * retry, or its content. While the next page or filter loads, the previous content stays (marked busy) so
 * keyboard focus is not lost.
 */
export function AsyncContent<T>({ state, loadingLabel, errorTitle, children }: AsyncContentProps<T>) {
  if (state.status === 'loading' && state.data !== undefined) {
    return (
      <div aria-busy="true" className={styles.refreshing}>
        <LoadingOverlay label={loadingLabel} inline onCancel={state.cancel} onRetry={state.retry} />
        {children(state.data)}
      </div>
    );
  }
  if (state.status === 'ready') return children(state.data);
  return <PendingState state={state} loadingLabel={loadingLabel} errorTitle={errorTitle} inline />;
}
