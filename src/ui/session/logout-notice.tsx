import { useEffect, useId, useRef, useState } from 'react';
import { LogOut } from '@/application/session/log-out';
import { useObservable, useService } from '../app/services';
import { useMessages } from '../i18n/use-messages';
import { useTranslation } from '../i18n/use-translation';
import { remoteSystemNames } from './remote-system-names';
import { sessionStatusMessages } from './session-status-messages';
import styles from './logout-notice.module.css';

/**
 * Shown when a logout could not end every session it opened (the content, membership or proposal system):
 * this portal has forgotten the member, but those sessions may still be open, which matters on a shared
 * computer. Names them, offers to try again (only those), and says so when they have ended after all (by
 * Try again, by the retry that follows the next page answer, or in another tab), until closed.
 */
export function LogoutNotice() {
  const logOut = useService(LogOut);
  const t = useMessages(sessionStatusMessages);
  const { language } = useTranslation();
  const { open, ended } = useObservable(logOut);
  const [trying, setTrying] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const focusClose = useRef(false);
  const headingId = useId();
  const done = open.length === 0 && ended.length > 0;

  // Try again is gone once it worked: keep the keyboard user's place on the notice.
  useEffect(() => {
    if (done && focusClose.current) closeButton.current?.focus();
  }, [done]);

  if (open.length === 0 && !done) return null;
  const tryAgain = async () => {
    setTrying(true);
    focusClose.current = true;
    await logOut.retry();
    setTrying(false);
  };

  // Each view its own section (key): the same button element turned from Try again into Close under a press
  // when a retry of its own (after a page answer) ended the sessions, and the press then closed the news.
  if (done) {
    return (
      <section key="ended" className={styles.notice} aria-labelledby={headingId}>
        <div role="status">
          <h2 id={headingId} className={styles.title}>
            {t('loggedOut')}
          </h2>
          <p className={styles.text}>
            {t('sessionsEndedToo', {
              count: ended.length,
              systems: remoteSystemNames(ended, 'location', t, language),
            })}
          </p>
        </div>
        <button
          ref={closeButton}
          type="button"
          className={styles.quiet}
          onClick={() => logOut.dismissEnded()}
        >
          {t('close')}
        </button>
      </section>
    );
  }
  return (
    <section key="open" className={styles.notice} aria-labelledby={headingId}>
      <div role="alert">
        <h2 id={headingId} className={styles.title}>
          {t('logoutIncomplete')}
        </h2>
        <p className={styles.text}>
          {t('logoutIncompleteText', {
            count: open.length,
            systems: remoteSystemNames(open, 'subject', t, language),
          })}
        </p>
      </div>
      <button type="button" className={styles.primary} onClick={() => void tryAgain()} disabled={trying}>
        {trying ? t('tryingAgain') : t('tryAgain')}
      </button>
    </section>
  );
}
