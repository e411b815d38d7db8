import { Activity, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingOverlay } from './loading-overlay';
import { loginStateFrom } from './login-destination';
import { useSessionAnswered } from './use-session-answered';
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
  const { pathname, search } = useLocation();
  const answered = useSessionAnswered(!viewer.loggedIn);
  if (!viewer.loggedIn && !expired) {
    if (!answered) return <LoadingOverlay label="Checking your login" />;
    return <Navigate to="/user/login" replace state={loginStateFrom(pathname + search)} />;
  }
  return <Activity mode={viewer.loggedIn ? 'visible' : 'hidden'}>{children}</Activity>;
}
