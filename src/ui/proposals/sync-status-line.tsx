import type { SyncStatus } from '@/application/proposals/sync-status';
import { useMomentFormat } from './use-moment-format';
import styles from './sync-status-line.module.css';

/** "Saved", "Saving…", "Saved on this device only" or "Not saved", with the time, announced politely. */
export function SyncStatusLine({ sync }: { sync: SyncStatus }) {
  const formatMoment = useMomentFormat();
  return (
    <p role="status" className={`${styles.sync} ${styles[sync.state]}`}>
      {statusText(sync, formatMoment)}
    </p>
  );
}

function statusText(sync: SyncStatus, formatMoment: (iso: string) => string): string {
  switch (sync.state) {
    case 'saved':
      return sync.at ? `Saved at ${formatMoment(sync.at)}` : 'Nothing saved yet';
    case 'saving':
      return 'Saving…';
    case 'device':
      return `Saved on this device only at ${formatMoment(sync.at)}: ${
        sync.waitingFor === 'network'
          ? 'it will be saved when the connection is back.'
          : 'log in again to save it.'
      }`;
    case 'failed':
      return `Not saved at ${formatMoment(sync.at)} (${sync.message}). A copy is kept on this device.`;
  }
}
