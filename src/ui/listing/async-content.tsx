import type { ReactNode } from 'react';
import { ErrorState } from '../shared/error-state';
import { LoadingOverlay } from '../shared/loading-overlay';
import type { AsyncState } from '../shared/use-async';
import styles from './async-content.module.css';

interface AsyncContentProps<T> {
  state: AsyncState<T> & { retry(): void };
  /** Said while loading, e.g. "Loading news". */
  loadingLabel: string;
  /** Heading of the error, e.g. "The news could not be loaded". */
  errorTitle: string;
  children(data: T): ReactNode;
}

/**
 * The three states every list shares: loading, failed with a retry, or its content. While the next page or
 * filter loads, the previous content stays (marked busy) so keyboard focus is not lost.
 */
export function AsyncContent<T>({ state, loadingLabel, errorTitle, children }: AsyncContentProps<T>) {
  if (state.status === 'loading' && state.data !== undefined) {
    return (
      <div aria-busy="true" className={styles.refreshing}>
        <LoadingOverlay label={loadingLabel} inline />
        {children(state.data)}
      </div>
    );
  }
  if (state.status === 'loading') return <LoadingOverlay label={loadingLabel} inline />;
  if (state.status === 'error')
    return <ErrorState title={errorTitle} error={state.error} onRetry={state.retry} />;
  return children(state.data);
}
