import styles from './states.module.css';

/** Shown while something loads, so the screen is never blank. `inline` keeps it inside its block. */
export function LoadingOverlay({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <div className={inline ? styles.loadingInline : styles.loadingOverlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.loadingLabel}>{label}…</span>
    </div>
  );
}
