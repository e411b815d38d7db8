import { AppConfig } from '@/application/config/app-config';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/use-translation';
import { useCurrentNode } from '../shared/current-node';
import styles from './editor-shortcuts.module.css';

/** Edit (this page's node in the content system) and CMS (its content list), opened in a new tab. */
export function EditorShortcuts() {
  const { cmsUrl } = useService(AppConfig);
  const nid = useCurrentNode();
  const { t } = useTranslation();
  return (
    <>
      {nid === null ? (
        // A disabled button rather than a dead link: the screen has no content-system page to edit.
        <button type="button" className={styles.buttonQuiet} disabled title={t('nothingToEdit')}>
          {t('edit')}
        </button>
      ) : (
        <a
          className={styles.buttonQuiet}
          href={`${cmsUrl}node/${nid}/edit`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('edit')}
        </a>
      )}
      <a
        className={styles.buttonQuiet}
        href={`${cmsUrl}admin/content`}
        target="_blank"
        rel="noopener noreferrer"
      >
        CMS
      </a>
    </>
  );
}
