import styles from './states.module.css';

/** A load the reader stopped: not an error, just a way to ask again. */
export function CancelledState({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="status" className={styles.cancelled}>
      <p>Loading cancelled.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
