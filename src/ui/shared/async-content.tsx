import type { ReactNode } from 'react';
import type { QueryResult } from '../shared/data/use-query';
import { LoadingOverlay } from '../shared/loading-overlay';
import styles from './async-content.module.css';

interface AsyncContentProps<T> {
  state: QueryResult<T>;
  /** Said while the next page or filter loads, e.g. "Loading news". */
  loadingLabel: string;
  children(data: T): ReactNode;
}

/**
 * A list's content, read through `useQuery` inside a QueryBoundary (which shows the first load, Cancel,
 * the cancelled and the error state). While the next page or filter loads, the previous content stays
 * (marked busy, with Cancel and Try again once it is slow) so keyboard focus is not lost.
 */
export function AsyncContent<T>({ state, loadingLabel, children }: AsyncContentProps<T>) {
  if (!state.refreshing) return children(state.data);
  return (
    <div aria-busy="true" className={styles.refreshing}>
      <LoadingOverlay label={loadingLabel} inline onCancel={state.cancel} onRetry={state.retry} />
      {children(state.data)}
    </div>
  );
}
