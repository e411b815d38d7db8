import type { ReactNode } from 'react';
import { ErrorState } from '../shared/error-state';
import { LoadingOverlay } from '../shared/loading-overlay';
import type { AsyncState } from '../shared/use-async';

interface AsyncContentProps<T> {
  state: AsyncState<T> & { retry(): void };
  /** Said while loading, e.g. "Loading news". */
  loadingLabel: string;
  /** Heading of the error, e.g. "The news could not be loaded". */
  errorTitle: string;
  children(data: T): ReactNode;
}

/** The three states every list shares: loading, failed with a retry, or its content. */
export function AsyncContent<T>({ state, loadingLabel, errorTitle, children }: AsyncContentProps<T>) {
  if (state.status === 'loading') return <LoadingOverlay label={loadingLabel} inline />;
  if (state.status === 'error') return <ErrorState title={errorTitle} error={state.error} onRetry={state.retry} />;
  return children(state.data);
}
