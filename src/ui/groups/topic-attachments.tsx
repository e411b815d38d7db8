import { shownFileName } from '@/domain/files/shown-file-name';
import type { Attachment } from '@/domain/groups/group';
import { useTranslation } from '../i18n/use-translation';
import { FileName } from '../shared/file-name';
import { formatFileSize } from './format-file-size';
import { useGroupMemberMessages } from './group-member-messages';
import feature from './groups-feature.module.css';
import styles from './topic-attachments.module.css';

/**
 * The topic's files as download links. Names are members' own: shown as text only, with their invisible
 * controls written out (and so offered for download), isolated from the size beside them. The files are
 * private, so the content system lets only the group's members have them.
 */
export function TopicAttachments({ attachments }: { attachments: readonly Attachment[] }) {
  const { language } = useTranslation();
  const t = useGroupMemberMessages();
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby="topic-files">
      <h2 id="topic-files" className={feature.panelTitle}>
        {t('attachments')}
      </h2>
      <ul className={styles.fileList}>
        {attachments.map((file) => (
          <li key={file.url}>
            <a href={file.url} download={shownFileName(file.name)}>
              <FileName name={file.name} />
            </a>{' '}
            <span className={feature.quiet}>({formatFileSize(file.size, language)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
