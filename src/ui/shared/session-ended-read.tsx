import { Link, useLocation } from 'react-router-dom';
import english from '../i18n/catalogues/en/session-ended.json';
import { messageNamespace } from '../i18n/message-catalogues';
import { useMessages } from '../i18n/use-messages';
import { loginStateFrom } from './login-destination';
import styles from './session-ended-read.module.css';

/**
 * Its words travel with it: a read refused because the session ended happens only while the content system
 * answers, so this part's code and words can come when it is needed, outside every page's first load.
 */
const sessionEndedMessages = messageNamespace('session-ended', english);

/**
 * A read refused because the member's session ended (refusedBySessionEnd), said as that rather than as an
 * error: the way on is to log in again, here (back to this page afterwards) or in the notice the frame shows.
 */
export function SessionEndedRead({ headingLevel }: { headingLevel: 1 | 2 }) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const t = useMessages(sessionEndedMessages);
  const { pathname, search, hash } = useLocation();
  return (
    <div className={styles.sessionEnded}>
      <Title className={styles.title}>{t('sessionEndedRead')}</Title>
      <p className={styles.detail}>{t('sessionEndedReadText')}</p>
      <Link className={styles.logInAgain} to="/user/login" state={loginStateFrom(pathname + search + hash)}>
        {t('logInAgain')}
      </Link>
    </div>
  );
}
