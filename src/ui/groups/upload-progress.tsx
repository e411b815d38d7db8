import { useTranslation } from '../i18n/use-translation';
import { useGroupMemberMessages } from './group-member-messages';
import styles from './upload-progress.module.css';

interface UploadProgressProps {
  /** 0 to 1; null until the first report (no attachments, or the upload has not started). */
  fraction: number | null;
  onCancel(): void;
}

/** How far the post has got, with a way out for a large attachment on a slow line. */
export function UploadProgress({ fraction, onCancel }: UploadProgressProps) {
  const t = useGroupMemberMessages();
  const shell = useTranslation().t;
  const percent = fraction === null ? null : Math.round(fraction * 100);
  return (
    <div className={styles.progress}>
      <label className={styles.progressLabel}>
        {fraction === null ? t('sendingTopic') : t('uploading', { fraction })}
        <progress max={100} value={percent ?? undefined} className={styles.progressBar} />
      </label>
      <button type="button" className={styles.secondary} onClick={onCancel}>
        {shell('cancel')}
      </button>
    </div>
  );
}
