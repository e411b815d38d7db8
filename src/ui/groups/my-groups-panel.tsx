import { Link } from 'react-router-dom';
import { AsyncContent } from '../shared/async-content';
import { useViewer } from '../shared/use-viewer';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useGroupsOf } from './group-queries';
import styles from './my-groups-panel.module.css';

/** The member area's "My working groups": the groups the member is in, each a link, leaders marked. */
export function MyGroupsPanel() {
  return (
    <section className={styles.panel} aria-labelledby="my-groups">
      <h2 id="my-groups">My working groups</h2>
      <QueryBoundary
        inline
        loadingLabel="Loading your working groups"
        errorTitle="Your working groups could not be loaded"
      >
        <OwnGroups />
      </QueryBoundary>
      <Link to="/group">All working groups</Link>
    </section>
  );
}

function OwnGroups() {
  const groups = useGroupsOf(useViewer().userId);
  return (
    <AsyncContent state={groups} loadingLabel="Loading your working groups">
      {(own) =>
        own.length === 0 ? (
          <p className={styles.empty}>You are not in any working group yet.</p>
        ) : (
          <ul className={styles.groups}>
            {own.map(({ group, standing }) => (
              <li key={group.id}>
                <Link to={`/group/${group.id}`}>{group.title}</Link>
                {standing.kind === 'leader' && <span className={styles.muted}> · you lead it</span>}
              </li>
            ))}
          </ul>
        )
      }
    </AsyncContent>
  );
}
