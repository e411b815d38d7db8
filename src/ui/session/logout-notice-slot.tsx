import { lazy, Suspense, useState } from 'react';
import type { RemoteSystem } from '@/application/remote-system-error';
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
 * kept from then on (it also tells when those sessions ended after all). It is handed the sessions that were
 * open when it was called for, in case they end while its code is on its way.
 */
export function LogoutNoticeSlot() {
  const { open } = useObservable(useService(LogOut));
  const [openWhenNeeded, setOpenWhenNeeded] = useState<readonly RemoteSystem[] | null>(null);
  if (open.length > 0 && openWhenNeeded === null) setOpenWhenNeeded(open);
  if (openWhenNeeded === null) return null;
  return (
    <Suspense fallback={null}>
      <LogoutNotice openWhenNeeded={openWhenNeeded} />
    </Suspense>
  );
}
