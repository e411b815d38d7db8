import feature from './groups-feature.module.css';

interface FailureWithRetryProps {
  readonly id?: string;
  /** What failed and why, in the reader's words. */
  readonly message: string;
  readonly tryAgain: string;
  /** Null when another attempt could not succeed (or might post twice): no Try again then. */
  readonly onRetry: (() => void) | null;
  readonly pending: boolean;
}

/** A post or save that failed, said where it happened, with Try again when another attempt may succeed. */
export function FailureWithRetry({ id, message, tryAgain, onRetry, pending }: FailureWithRetryProps) {
  return (
    <div role="alert" id={id} className={feature.failure}>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={feature.secondary} onClick={onRetry} disabled={pending}>
          {tryAgain}
        </button>
      )}
    </div>
  );
}
