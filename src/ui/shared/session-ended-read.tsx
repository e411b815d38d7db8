import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../i18n/use-translation';
import { loginStateFrom } from './login-destination';
import styles from './error-state.module.css';

/**
 * A read refused because the member's session ended (refusedBySessionEnd), said as that rather than as an
 * error: the way on is to log in again, here (back to this page afterwards) or in the notice the frame shows.
 */
export function SessionEndedRead({ headingLevel }: { headingLevel: 1 | 2 }) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  return (
    <div className={styles.sessionEnded}>
      <Title className={styles.errorTitle}>{t('sessionEndedRead')}</Title>
      <p className={styles.detail}>{t('sessionEndedReadText')}</p>
      <Link className={styles.logInAgain} to="/user/login" state={loginStateFrom(pathname + search + hash)}>
        {t('logInAgain')}
      </Link>
    </div>
  );
}
