import { Link, useParams } from 'react-router-dom';
import { usePublicMessages } from '../i18n/public-messages';
import { useDocumentTitle } from '../shared/use-document-title';
import styles from './not-found-page.module.css';

/** Stands for the path in the sentence around it, so the sentence is translated whole and the path set as code. */
const PATH = '\u0000';

/** The content system has nothing at a path: say which, and offer ways on. */
export function NotFoundPage() {
  const { resource = '' } = useParams();
  const t = usePublicMessages();
  const title = t('notFoundTitle');
  useDocumentTitle(title);
  const [before, after] = t('notFoundAt', { path: PATH }).split(PATH);
  return (
    <div className={styles.page}>
      <p className={styles.kicker}>{t('error404')}</p>
      <h1>{title}</h1>
      <p>
        {before}
        <code>/{resource}</code>
        {after}
      </p>
      <p>
        <Link to="/">{t('backHome')}</Link>
      </p>
    </div>
  );
}
