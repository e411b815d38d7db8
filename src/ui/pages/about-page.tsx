import { AppConfig } from '@/application/config/app-config';
import { useService } from '../app/services';
import { usePublicMessages } from '../i18n/public-messages';
import { useDocumentTitle } from '../shared/use-document-title';
import styles from './about-page.module.css';

/** The static about page: shipped with the app, so it shows even when the content system is down. */
export function AboutPage() {
  const { association } = useService(AppConfig);
  const t = usePublicMessages();
  useDocumentTitle(t('about'));
  return (
    <div className={styles.page}>
      <p className={styles.kicker}>{t('about')}</p>
      <h1>{association.name}</h1>
      <p>{t('aboutNetwork', { shortName: association.shortName })}</p>
      <p>{t('aboutMembership')}</p>
    </div>
  );
}
