import { useEffect, useRef } from 'react';
import { refusedBySessionEnd } from '@/application/session/refused-by-session-end';
import { useTranslation } from '../i18n/use-translation';
import { failureDetail } from './failure-detail';
import { SessionEndedReadLater } from './session-ended-read-later';
import { useSessionState } from './use-session-state';
import styles from './error-state.module.css';

/**
 * A failed load, said plainly, with a way to try again; a read refused because the session ended says that
 * instead (SessionEndedRead), and is asked again once the member has logged in again (or chose not to).
 */
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
  const sessionEnded = refusedBySessionEnd(error, useSessionState());
  const endedBefore = useRef(sessionEnded);
  useEffect(() => {
    if (endedBefore.current && !sessionEnded) onRetry?.();
    endedBefore.current = sessionEnded;
  }, [sessionEnded, onRetry]);
  if (sessionEnded) return <SessionEndedReadLater headingLevel={headingLevel} />;
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
