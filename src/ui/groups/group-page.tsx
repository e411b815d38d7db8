import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../shared/use-document-title';
import styles from '../pages/simple-page.module.css';

/** Working groups. The group screens arrive with the community feature; until then this says so plainly. */
export function GroupPage() {
  const { id } = useParams();
  useDocumentTitle('Working groups');
  return (
    <div className={styles.page}>
      <p className={styles.kicker}>Community</p>
      <h1>{id ? `Working group ${id}` : 'Working groups'}</h1>
      <p>The working-group pages are not available in this version of the portal yet.</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
