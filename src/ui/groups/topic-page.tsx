import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../shared/use-document-title';
import styles from '../pages/simple-page.module.css';

/** A single group topic. Filled in with the community feature. */
export function TopicPage() {
  const { id } = useParams();
  useDocumentTitle('Topic');
  return (
    <div className={styles.page}>
      <p className={styles.kicker}>Community</p>
      <h1>Topic {id}</h1>
      <p>Group topics are not available in this version of the portal yet.</p>
      <p>
        <Link to="/group">All working groups</Link>
      </p>
    </div>
  );
}
