import { lazy, Suspense } from 'react';
import { LogOut } from '@/application/session/log-out';
import { useObservable, useService } from '../app/services';

/**
 * The notice's code (and style), asked for only when a logout left a session open: almost no visit needs them,
 * and every first load would carry them. Should they not arrive, nothing is drawn in their place.
 */
const LogoutNotice = lazy(() =>
  import('./logout-notice').then(
    ({ LogoutNotice: notice }) => ({ default: notice }),
    () => ({ default: () => null }),
  ),
);

/**
 * Where the LogoutNotice goes: nothing until a logout could not end every session it opened, then the notice,
 * until those sessions have ended and the member has closed the word of it (LogOut's state holds both, so the
 * notice says the same when it is drawn again, as it is on a move to a screen of another layout).
 */
export function LogoutNoticeSlot() {
  const { open, ended } = useObservable(useService(LogOut));
  if (open.length === 0 && ended.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LogoutNotice />
    </Suspense>
  );
}
