import { ReadGroups } from '@/application/groups/read-groups';
import { useService } from '../app/services';
import { AsyncContent } from '../shared/async-content';
import { useAsync } from '../shared/use-async';
import feature from './groups-feature.module.css';
import styles from './group-leaders.module.css';

/** Who leads the group. Read again when the membership changes (`version`), as a leader may have left. */
export function GroupLeaders({ groupId, version }: { groupId: number; version: number }) {
  const read = useService(ReadGroups);
  const leaders = useAsync((signal) => read.leaders(groupId, { signal }), [read, groupId, version]);
  return (
    <section className={feature.panel} aria-labelledby="group-leaders">
      <h2 id="group-leaders" className={feature.panelTitle}>
        Leaders
      </h2>
      <AsyncContent
        state={leaders}
        loadingLabel="Loading the leaders"
        errorTitle="The leaders could not be loaded"
      >
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
    </section>
  );
}
