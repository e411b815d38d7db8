import { AsyncContent } from '../shared/async-content';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useGroupLeaders } from './group-queries';
import feature from './groups-feature.module.css';
import styles from './group-leaders.module.css';

/** Who leads the group. Read again after joining or leaving (its key is invalidated), as a leader may have left. */
export function GroupLeaders({ groupId }: { groupId: number }) {
  return (
    <section className={feature.panel} aria-labelledby="group-leaders">
      <h2 id="group-leaders" className={feature.panelTitle}>
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
          <p className={feature.quiet}>This group has no leader at the moment.</p>
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
