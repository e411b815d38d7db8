import { FollowOtherTabs } from '@/application/session/follow-other-tabs';
import { useService } from '../app/services';
import { useMessages } from '../i18n/use-messages';
import { useSessionState } from '../shared/use-session-state';
import { sessionStatusMessages } from './session-status-messages';
import styles from './session-status.module.css';

/**
 * "You logged out in another tab": the page became a visitor's because of a Logout elsewhere, not by
 * chance, and what was on it (unsent words too) is gone with the session, as the member chose there. Drawn
 * before the screen in the page's order, and announced; it stays until the reader closes it or logs in.
 */
export function LoggedOutElsewhereNotice() {
  const { loggedOutElsewhere } = useSessionState();
  const tabs = useService(FollowOtherTabs);
  const t = useMessages(sessionStatusMessages);
  if (!loggedOutElsewhere) return null;
  return (
    <section className={styles.notice} aria-label={t('loggedOutElsewhere')}>
      <p role="alert" className={styles.text}>
        {t('loggedOutElsewhere')}
      </p>
      <button type="button" className={styles.quiet} onClick={() => tabs.dismissNotice()}>
        {t('close')}
      </button>
    </section>
  );
}
