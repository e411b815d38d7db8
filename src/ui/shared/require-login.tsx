import { Activity, Suspense, use, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SyncSession } from '@/application/session/sync-session';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/use-translation';
import { tracked } from './data/tracked-promise';
import { LoadingOverlay } from './loading-overlay';
import { loginStateFrom } from './login-destination';
import { useSessionState } from './use-session-state';
import { useViewer } from './use-viewer';

/**
 * Sends visitors to the login screen, which brings them back here afterwards; a tab that has not heard
 * from the content system yet asks it first, as the browser may hold a session already. When the session has just
 * ended, the screen is hidden but kept (state, typed text) while the session notice offers to log in
 * again; the same Activity wraps it either way, so React never remounts it.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const { expired } = useSessionState();
  const { t } = useTranslation();
  if (!viewer.loggedIn && !expired)
    return (
      <Suspense fallback={<LoadingOverlay label={t('checkingLogin')} />}>
        <ToLogin />
      </Suspense>
    );
  return <Activity mode={viewer.loggedIn ? 'visible' : 'hidden'}>{children}</Activity>;
}

/**
 * To the login screen, once the content system has said nobody is logged in: a new tab opened on a
 * members-only address shares the browser's session but knows nothing of it, so it asks once (Suspense
 * waits). If a session comes back, RequireLogin shows the screen instead.
 */
function ToLogin() {
  const sync = useService(SyncSession);
  const { pathname, search } = useLocation();
  // askOnce answers the same promise every time, as `use` needs; a tab that has heard already does not ask.
  if (!sync.hasAnswered) use(tracked(sync.askOnce()));
  return <Navigate to="/user/login" replace state={loginStateFrom(pathname + search)} />;
}
