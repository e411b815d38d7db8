import { shownNewCount } from '@/domain/groups/discussion-marks';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useHydrated } from '../shared/use-hydrated';
import { useGroupTopics } from './group-queries';
import { useGroupMemberMessages } from './group-member-messages';
import { useLastReads } from './reading-queries';
import styles from './my-groups-panel.module.css';

/**
 * " · new comments" beside a group of the member's (the member area): when a topic on its first page has
 * comments new to them (read before, "N new" on the group's page). Asked once the page is the browser's, so
 * the member area's first screen does not wait for every group's topics; a failure says nothing, as the marks
 * are an aid and the group's page says the rest.
 */
export function GroupNews({ groupId }: { groupId: number }) {
  const t = useGroupMemberMessages();
  if (!useHydrated()) return null;
  return (
    <QueryBoundary inline pending={null} failed={() => null} loadingLabel="" errorTitle="">
      <NewsOf groupId={groupId} label={t('somethingNew')} />
    </QueryBoundary>
  );
}

function NewsOf({ groupId, label }: { groupId: number; label: string }) {
  const { rows } = useGroupTopics(groupId, 0).data;
  const reads = useLastReads(rows.map((topic) => topic.nid));
  const news = rows.some((topic) => shownNewCount(topic.newComments, reads[topic.nid]) > 0);
  return news ? <strong className={styles.news}> · {label}</strong> : null;
}
