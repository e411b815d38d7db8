import { AsyncContent } from '../listing/async-content';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useGroupLeaders } from './group-queries';
import styles from './groups.module.css';

/** Who leads the group. Read again after joining or leaving (its key is invalidated), as a leader may have left. */
export function GroupLeaders({ groupId }: { groupId: number }) {
  return (
    <section className={styles.panel} aria-labelledby="group-leaders">
      <h2 id="group-leaders" className={styles.panelTitle}>
        Leaders
      </h2>
      <QueryBoundary inline loadingLabel="Loading the leaders" errorTitle="The leaders could not be loaded">
        <LeaderNames groupId={groupId} />
      </QueryBoundary>
    </section>
  );
}

function LeaderNames({ groupId }: { groupId: number }) {
  const leaders = useGroupLeaders(groupId);
  return (
    <AsyncContent state={leaders} loadingLabel="Loading the leaders">
      {(rows) =>
        rows.length === 0 ? (
          <p className={styles.quiet}>This group has no leader at the moment.</p>
        ) : (
          <ul className={styles.names}>
            {rows.map((leader) => (
              <li key={leader.uid}>{leader.name}</li>
            ))}
          </ul>
        )
      }
    </AsyncContent>
  );
}
