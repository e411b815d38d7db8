import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../shared/use-document-title';
import { NOT_FOUND_TITLE } from './not-found-path';
import styles from './not-found-page.module.css';

/** The content system has nothing at a path: say which, and offer ways on. */
export function NotFoundPage() {
  const { resource = '' } = useParams();
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <div className={styles.page}>
      <p className={styles.kicker}>Error 404</p>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>
        We could not find <code>/{resource}</code>. It may have moved, or the address may be mistyped.
      </p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
