import { useId, useState } from 'react';
import { SessionExpiry } from '@/application/session/session-expiry';
import { useService } from '../app/services';
import { useMessages } from '../i18n/use-messages';
import { LoginForm } from './login-form';
import { sessionMessages } from './session-messages';
import { sessionStatusMessages } from './session-status-messages';
import styles from './session-expired-notice.module.css';

/**
 * "Your session has ended", with a login form in place: the screen underneath stays as it is, so what the
 * member was typing is still there after logging in again.
 */
export function SessionExpiredNotice() {
  const expiry = useService(SessionExpiry);
  const t = useMessages(sessionMessages);
  const status = useMessages(sessionStatusMessages);
  const [formOpen, setFormOpen] = useState(false);
  const headingId = useId();
  // Where the member was working, to go back there once logged in again.
  const [workingOn] = useState(() => document.activeElement);
  const backToWork = () => {
    if (workingOn instanceof HTMLElement && workingOn.isConnected) workingOn.focus();
  };

  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <div role="alert">
        <h2 id={headingId} className={styles.title}>
          {t('sessionEnded')}
        </h2>
        <p className={styles.text}>{t('sessionEndedText')}</p>
      </div>
      {formOpen ? (
        <LoginForm focusOnOpen onLoggedIn={backToWork} />
      ) : (
        <button type="button" className={styles.primary} onClick={() => setFormOpen(true)}>
          {status('logInAgain')}
        </button>
      )}
      <button type="button" className={styles.quiet} onClick={() => expiry.dismiss()}>
        {t('continueWithoutLogin')}
      </button>
    </section>
  );
}
