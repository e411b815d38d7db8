import { Activity, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginStateFrom } from './login-destination';
import { useSessionState } from './use-session-state';
import { useViewer } from './use-viewer';

/**
 * Sends visitors to the login screen, which brings them back here afterwards. When the session has just
 * ended, the screen is hidden but kept (state, typed text) while the session notice offers to log in
 * again; the same Activity wraps it either way, so React never remounts it.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const { expired } = useSessionState();
  const { pathname, search } = useLocation();
  if (!viewer.loggedIn && !expired) {
    return <Navigate to="/user/login" replace state={loginStateFrom(pathname + search)} />;
  }
  return <Activity mode={viewer.loggedIn ? 'visible' : 'hidden'}>{children}</Activity>;
}
