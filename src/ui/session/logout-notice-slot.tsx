import { lazy, Suspense, useState } from 'react';
import type { RemoteSystem } from '@/application/remote-system-error';
import { LogOut } from '@/application/session/log-out';
import { useObservable, useService } from '../app/services';
import { useMessages } from '../i18n/use-messages';
import { sessionStatusMessages } from './session-status-messages';

/**
 * The notice's code (and style), asked for only when a logout left a session open: almost no visit needs them.
 * Should it not arrive (offline), the member still learns that the logout is not complete, without Try again.
 */
const loadNotice = () =>
  import('./logout-notice').then(
    ({ LogoutNotice }) => ({ default: LogoutNotice }),
    () => ({ default: LogoutNotCompleteLine }),
  );

/**
 * Where the LogoutNotice goes: nothing until a logout could not end every session it opened, then the notice,
 * kept from then on (it also tells when those sessions ended after all). It is handed the sessions that were
 * open when it was called for, in case they end while its code is on its way. Each slot loads on its own
 * (React.lazy per slot, not per module): a load that failed once is asked again by the next portal drawn.
 */
export function LogoutNoticeSlot() {
  const { open } = useObservable(useService(LogOut));
  const [openWhenNeeded, setOpenWhenNeeded] = useState<readonly RemoteSystem[] | null>(null);
  const [LogoutNotice] = useState(() => lazy(loadNotice));
  if (open.length > 0 && openWhenNeeded === null) setOpenWhenNeeded(open);
  if (openWhenNeeded === null) return null;
  return (
    <Suspense fallback={null}>
      <LogoutNotice openWhenNeeded={openWhenNeeded} />
    </Suspense>
  );
}

function LogoutNotCompleteLine() {
  const t = useMessages(sessionStatusMessages);
  return <p role="alert">{t('logoutIncomplete')}</p>;
}
