import { useTranslation } from '../i18n/use-translation';
import { useStillLoading } from './use-still-loading';
import styles from './loading-overlay.module.css';

interface LoadingOverlayProps {
  label: string;
  /** Keeps it a line inside its block (a list); otherwise it fills the top of the main region (a screen). */
  inline?: boolean;
  /** Offered once the wait is long (STILL_LOADING_AFTER_MS): stop waiting. */
  onCancel?: () => void;
  /** Offered once the wait is long: ask again. */
  onRetry?: () => void;
}

/**
 * The shared loading overlay, kept inside the region that waits: it never covers the header or the menu, so
 * the visitor can always go elsewhere. After a few seconds it says the answer is late and offers Cancel and
 * Try again; the HTTP client's limit ends the wait in the error state if nobody chooses.
 */
export function LoadingOverlay({ label, inline = false, onCancel, onRetry }: LoadingOverlayProps) {
  const { stillLoading, restart } = useStillLoading();
  const { t } = useTranslation();
  // A screen that waits still has its one main heading: what it waits for.
  const Label = inline ? 'span' : 'h1';
  return (
    <div className={inline ? styles.loadingInline : styles.loadingRegion}>
      <div className={styles.loadingLine} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <Label className={styles.loadingLabel}>{t('waitingFor', { label })}</Label>
        {stillLoading && <span className={styles.stillLoading}>{t('stillLoading')}</span>}
      </div>
      {stillLoading && (onCancel || onRetry) && (
        <div className={styles.actions}>
          {onCancel && (
            <button type="button" className={styles.secondary} onClick={onCancel}>
              {t('cancel')}
            </button>
          )}
          {onRetry && (
            <button
              type="button"
              className={styles.retry}
              onClick={() => {
                restart();
                onRetry();
              }}
            >
              {t('tryAgain')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
