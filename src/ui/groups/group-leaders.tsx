import { AsyncContent } from '../shared/async-content';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useGroupLeaders } from './group-queries';
import { useGroupsMessages } from './groups-messages';
import feature from './groups-feature.module.css';
import styles from './group-leaders.module.css';

/** Who leads the group. Read again after joining or leaving (its key is invalidated), as a leader may have left. */
export function GroupLeaders({ groupId }: { groupId: number }) {
  const t = useGroupsMessages();
  return (
    <section className={feature.panel} aria-labelledby="group-leaders">
      <h2 id="group-leaders" className={feature.panelTitle}>
        {t('leaders')}
      </h2>
      <QueryBoundary inline loadingLabel={t('loadingLeaders')} errorTitle={t('leadersFailed')}>
        <LeaderNames groupId={groupId} />
      </QueryBoundary>
    </section>
  );
}

function LeaderNames({ groupId }: { groupId: number }) {
  const leaders = useGroupLeaders(groupId);
  const t = useGroupsMessages();
  return (
    <AsyncContent state={leaders} loadingLabel={t('loadingLeaders')}>
      {(rows) =>
        rows.length === 0 ? (
          <p className={feature.quiet}>{t('noLeader')}</p>
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
