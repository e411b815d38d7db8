import { CancelledState } from './cancelled-state';
import { ErrorState } from './error-state';
import { LoadingOverlay } from './loading-overlay';

/** A load whose data is not there: on its way, stopped by the reader, or failed. */
export interface Pending {
  readonly status: 'loading' | 'cancelled' | 'error';
  readonly error?: Error;
  retry(): void;
  cancel(): void;
}

interface PendingStateProps {
  state: Pending;
  /** Said while loading, e.g. "Loading news". */
  loadingLabel: string;
  /** Heading of the error, e.g. "The news could not be loaded". */
  errorTitle: string;
  /** A list's line inside its block rather than a screen's region. */
  inline?: boolean;
}

/** What a screen or list shows until its data is there; each state keeps a way on (Cancel, Try again). */
export function PendingState({ state, loadingLabel, errorTitle, inline }: PendingStateProps) {
  if (state.status === 'cancelled') return <CancelledState onRetry={state.retry} screen={!inline} />;
  if (state.status === 'error')
    return (
      <ErrorState
        title={errorTitle}
        error={state.error}
        onRetry={state.retry}
        headingLevel={inline ? 2 : 1}
      />
    );
  return (
    <LoadingOverlay label={loadingLabel} inline={inline} onCancel={state.cancel} onRetry={state.retry} />
  );
}
