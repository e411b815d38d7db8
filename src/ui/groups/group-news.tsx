import { QueryBoundary } from '../shared/data/query-boundary';
import { useViewer } from '../shared/use-viewer';
import { useGroupMemberMessages } from './group-member-messages';
import { useTopicNews } from './reading-queries';
import styles from './my-groups-panel.module.css';

/**
 * " · new comments" beside a group of the member's (the member area): when one of its topics has comments
 * new to them; " · new topics" when what is new there is only topics they never opened (issue 61). By the
 * member area's own list of them (useTopicNews: one read for every group and the list).
 * Drawn by the server with the list (issue 61: nothing moves at the take-over); a failure says nothing here, as
 * the list of what is new says it with a retry.
 */
export function GroupNews({ groupId }: { groupId: number }) {
  const t = useGroupMemberMessages();
  return (
    <QueryBoundary inline pending={null} failed={() => null} loadingLabel="" errorTitle="">
      <NewsOf groupId={groupId} comments={t('somethingNew')} topics={t('newTopics')} />
    </QueryBoundary>
  );
}

function NewsOf({ groupId, comments, topics }: { groupId: number; comments: string; topics: string }) {
  const news = useTopicNews(useViewer().userId).filter((topic) => topic.groupId === groupId);
  if (news.length === 0) return null;
  return (
    <strong className={styles.news}> · {news.every(({ newTopic }) => newTopic) ? topics : comments}</strong>
  );
}
