import { Activity, Suspense, use, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MoveTo } from './move-to';
import { SyncSession } from '@/application/session/sync-session';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/use-translation';
import { NOTHING_TO_WAIT_FOR } from './data/nothing-to-wait-for';
import { tracked } from './data/tracked-promise';
import { LoadingOverlay } from './loading-overlay';
import { loginStateFrom } from './login-destination';
import { SessionEndedReadLater } from './session-ended-read-later';
import { useSessionState } from './use-session-state';
import { useViewer } from './use-viewer';

/**
 * Sends visitors to the login screen, which brings them back here afterwards; a tab that has not heard
 * from the content system yet asks it first, as the browser may hold a session already. When the session has
 * ended, the screen is hidden but kept (state, typed text) while the session notice offers to log in
 * again, and its place says why, as a read refused for the session's end does (ErrorState), rather than
 * standing empty (issue 74): after a reload nothing of the screen has been seen. The same Activity wraps the
 * screen either way, second in the same place, so React never remounts it.
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
  return (
    <>
      {!viewer.loggedIn && <SessionEndedReadLater headingLevel={1} />}
      <Activity mode={viewer.loggedIn ? 'visible' : 'hidden'}>{children}</Activity>
    </>
  );
}

/** Each tab's ask (one SyncSession each), kept after it settles. */
const asks = new WeakMap<SyncSession, Promise<void>>();

/**
 * What ToLogin hands `use()` in every render (eslint.config.js): nothing to wait for in a tab that has heard
 * already, else the tab's one ask, the same promise in every render after, as `use()` needs.
 */
function sessionAskOf(sync: SyncSession): Promise<void> | typeof NOTHING_TO_WAIT_FOR {
  const asked = asks.get(sync);
  if (asked) return asked;
  if (sync.hasAnswered) return NOTHING_TO_WAIT_FOR;
  const ask = tracked(sync.askOnce());
  asks.set(sync, ask);
  return ask;
}

/**
 * To the login screen, once the content system has said nobody is logged in: a new tab opened on a
 * members-only address shares the browser's session but knows nothing of it, so it asks once (Suspense
 * waits). If a session comes back, RequireLogin shows the screen instead.
 */
function ToLogin() {
  const sync = useService(SyncSession);
  const { pathname, search } = useLocation();
  use(sessionAskOf(sync));
  return <MoveTo to="/user/login" replace state={loginStateFrom(pathname + search)} />;
}
