import { AppConfig } from '@/application/config/app-config';
import { useService } from '../app/services';
import { useDocumentTitle } from '../shared/use-document-title';
import styles from './about-page.module.css';

/** The static about page: shipped with the app, so it shows even when the content system is down. */
export function AboutPage() {
  const { association } = useService(AppConfig);
  useDocumentTitle('About');
  return (
    <div className={styles.page}>
      <p className={styles.kicker}>About</p>
      <h1>{association.name}</h1>
      <p>
        {association.shortName} brings together scholars, archivists and practitioners of film and media
        across Europe and beyond. It holds an annual conference, supports working groups and shares calls,
        publications and opportunities with its members.
      </p>
      <p>
        Membership is open to everyone working in cinema and media studies. Members take part in working
        groups and propose panels, papers and workshops for the annual conference.
      </p>
    </div>
  );
}
