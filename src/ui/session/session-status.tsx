import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useMessages } from '../i18n/use-messages';
import { loginStateFrom } from '../shared/login-destination';
import { LoggedOutElsewhereNotice } from './logged-out-elsewhere-notice';
import { LogoutNoticeSlot } from './logout-notice-slot';
import { useSessionState } from '../shared/use-session-state';
import { useSessionKeepAlive } from './use-session-keep-alive';
import { useViewer } from '../shared/use-viewer';
import { sessionStatusMessages } from './session-status-messages';
import styles from './session-status.module.css';

/**
 * The notice brings the login form along, so it loads only when a session ends.
 * Should that load fail, a plain link to the login screen still tells the member what happened.
 */
const SessionExpiredNotice = lazy(() =>
  import('./session-expired-notice').then(
    (module) => ({ default: module.SessionExpiredNotice }),
    () => ({ default: SessionEndedLink }),
  ),
);

/**
 * Mounted once by the site layout: keeps the session alive, says so when it has ended, and when a logout
 * could not end every session it opened.
 */
export function SessionStatus() {
  useSessionKeepAlive();
  const { expired } = useSessionState();
  const viewer = useViewer();
  if (viewer.loggedIn) return null;
  if (!expired)
    return (
      <>
        <LoggedOutElsewhereNotice />
        <LogoutNoticeSlot />
      </>
    );
  return (
    <Suspense fallback={null}>
      <SessionExpiredNotice />
    </Suspense>
  );
}

function SessionEndedLink() {
  const t = useMessages(sessionStatusMessages);
  const { pathname, search } = useLocation();
  return (
    <p role="alert" className={styles.notice}>
      {t('sessionEndedNotice')}{' '}
      <Link to="/user/login" state={loginStateFrom(pathname + search)}>
        {t('logInAgain')}
      </Link>
    </p>
  );
}
