import { SessionExpiredNotice } from './session-expired-notice';
import { useSessionState } from './use-session-state';
import { useSessionKeepAlive } from './use-session-keep-alive';
import { useViewer } from './use-viewer';

/** Mounted once by the site layout: keeps the session alive and says so when it has ended. */
export function SessionStatus() {
  useSessionKeepAlive();
  const { expired } = useSessionState();
  const viewer = useViewer();
  return expired && !viewer.loggedIn ? <SessionExpiredNotice /> : null;
}
