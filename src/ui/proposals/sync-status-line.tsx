import type { SyncStatus } from '@/application/proposals/sync-status';
import { useMessages } from '../i18n/use-messages';
import { proposalsMessages, type ProposalsTranslate } from './proposals-messages';
import { useMomentFormat, type Moment } from './use-moment-format';
import styles from './sync-status-line.module.css';

/** "Saved", "Saving…", "Saved on this device only" or "Not saved" (with why), with the time, announced politely. */
export function SyncStatusLine({ sync }: { sync: SyncStatus }) {
  const t = useMessages(proposalsMessages);
  const formatMoment = useMomentFormat();
  return (
    <p role="status" className={`${styles.sync} ${styles[sync.state]}`}>
      {statusText(sync, t, formatMoment)}
    </p>
  );
}

function statusText(sync: SyncStatus, t: ProposalsTranslate, formatMoment: (iso: string) => Moment): string {
  switch (sync.state) {
    case 'saved':
      return sync.at ? t('sync.saved', formatMoment(sync.at)) : t('sync.nothingYet');
    case 'saving':
      return t('sync.saving');
    case 'device':
      return t(
        sync.waitingFor === 'network' ? 'sync.deviceNetwork' : 'sync.deviceLogin',
        formatMoment(sync.at),
      );
    case 'failed':
      // The reason is the proposal system's own (or the transport's) and stays as it came.
      return t('sync.failed', { ...formatMoment(sync.at), reason: sync.message });
    case 'conflict':
      return t('sync.conflict', { met: sync.met, panel: t('conflict.title') });
  }
}
