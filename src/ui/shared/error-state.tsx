import styles from './states.module.css';

/** A failed load, said plainly, with a way to try again. */
export function ErrorState({
  title,
  error,
  onRetry,
}: {
  title: string;
  error?: Error;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className={styles.error}>
      <h2 className={styles.errorTitle}>{title}</h2>
      {error && <p className={styles.detail}>{error.message}</p>}
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
