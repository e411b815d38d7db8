import { useTranslation } from '../i18n/use-translation';
import { failureDetail } from './failure-detail';
import styles from './error-state.module.css';

/** A failed load, said plainly, with a way to try again. */
export function ErrorState({
  title,
  error,
  onRetry,
  headingLevel = 2,
}: {
  title: string;
  error?: Error;
  onRetry?: () => void;
  /** 1 when the failure is the whole screen's, so the screen keeps its one main heading. */
  headingLevel?: 1 | 2;
}) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.error}>
      <Title className={styles.errorTitle}>{title}</Title>
      {error && <p className={styles.detail}>{failureDetail(error, t)}</p>}
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('tryAgain')}
        </button>
      )}
    </div>
  );
}
