import { useTranslation } from '../i18n/use-translation';
import styles from './cancelled-state.module.css';

/** A load the reader stopped: not an error, just a way to ask again. */
export function CancelledState({ onRetry, screen = false }: { onRetry: () => void; screen?: boolean }) {
  // A whole screen's state is its one main heading.
  const Text = screen ? 'h1' : 'p';
  const { t } = useTranslation();
  return (
    <div role="status" className={styles.cancelled}>
      <Text className={styles.cancelledText}>{t('loadingCancelled')}</Text>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
