import { lazy, Suspense, useRef, useState } from 'react';
import { attachmentType } from '@/domain/files/attachment-type';
import { shownFileName } from '@/domain/files/shown-file-name';
import type { Attachment } from '@/domain/groups/group';
import { useTranslation } from '../i18n/use-translation';
import { FileName } from '../shared/file-name';
import { useHydrated } from '../shared/use-hydrated';
import { formatFileSize } from './format-file-size';
import { useGroupMemberMessages } from './group-member-messages';
import feature from './groups-feature.module.css';
import styles from './topic-attachments.module.css';

// The picture's dialog loads when a member first opens one.
const ImageDialog = lazy(() => import('./image-dialog').then((module) => ({ default: module.ImageDialog })));

/**
 * The topic's files as download links, each with its type (from its name) and size; a picture (JPEG) also as a
 * thumbnail, fetched only as it nears the screen, that opens the full picture in the page. Names are members'
 * own: shown as text only, with their invisible controls written out (and so offered for download), isolated
 * from what is beside them. The files are private, so the content system lets only the group's members have
 * them.
 */
export function TopicAttachments({ attachments }: { attachments: readonly Attachment[] }) {
  const { language } = useTranslation();
  const t = useGroupMemberMessages();
  const [open, setOpen] = useState<Attachment | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const hydrated = useHydrated();
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby="topic-files">
      <h2 id="topic-files" className={feature.panelTitle}>
        {t('attachments')}
      </h2>
      <ul className={styles.fileList}>
        {attachments.map((file) => {
          const type = attachmentType(file.name);
          return (
            <li key={file.url} className={styles.file}>
              {type.isImage && (
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-label={t('showImage', { name: shownFileName(file.name) })}
                  disabled={!hydrated}
                  onClick={(event) => ((opener.current = event.currentTarget), setOpen(file))}
                >
                  <img src={file.url} alt="" loading="lazy" decoding="async" />
                </button>
              )}
              <span>
                <a href={file.url} download={shownFileName(file.name)}>
                  <FileName name={file.name} />
                </a>{' '}
                <span className={feature.quiet}>
                  (
                  {t('fileTypeAndSize', {
                    type: type.name ?? t('unknownFileType'),
                    size: formatFileSize(file.size, language),
                  })}
                  )
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <ImageDialog
            file={open}
            onClose={() => (setOpen(null), setTimeout(() => opener.current?.focus()))}
          />
        </Suspense>
      )}
    </section>
  );
}
