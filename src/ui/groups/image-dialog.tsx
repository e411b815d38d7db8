import { useEffect, useRef } from 'react';
import { shownFileName } from '@/domain/files/shown-file-name';
import type { Attachment } from '@/domain/groups/group';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { FileName } from '../shared/file-name';
import { useGroupMemberMessages } from './group-member-messages';
import feature from './groups-feature.module.css';
import styles from './topic-attachments.module.css';

/**
 * A picture attached to a topic, whole, in the page: a modal dialog named by the file's name, the picture
 * described by it, then Close (the first control, so the focus starts there; Escape closes too, and the page
 * gives the focus back to the thumbnail) and the picture's download.
 */
export function ImageDialog({ file, onClose }: { file: Attachment; onClose(): void }) {
  const t = useGroupMemberMessages();
  // Where every browser starts, not only those whose showModal picks the first control (this runs after it).
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <ConfirmDialog
      title={<FileName name={file.name} />}
      onCancel={onClose}
      actions={
        <>
          <button type="button" ref={close} className={feature.primary} onClick={onClose}>
            {t('close')}
          </button>
          <a
            className={`${feature.secondary} ${styles.download}`}
            href={file.url}
            download={shownFileName(file.name)}
          >
            {t('download')}
          </a>
        </>
      }
    >
      <img className={styles.picture} src={file.url} alt={shownFileName(file.name)} />
    </ConfirmDialog>
  );
}
