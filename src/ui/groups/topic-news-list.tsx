import { Link } from 'react-router-dom';
import { topicAddress } from '@/domain/groups/topic-address';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useViewer } from '../shared/use-viewer';
import { commentAddress } from './comment-address';
import { useGroupMemberMessages } from './group-member-messages';
import { useLiveTopicNews } from './reading-queries';
import styles from './my-groups-panel.module.css';

/**
 * The topics with something new to the member, each linking to its first new comment, with its group and
 * "N new" (newsOf, as the group's page and the topic's marks count), or, never opened, to the topic itself
 * with "New" (isNewTopic, as the group's page marks it); the shared loading and error states, with a retry.
 * Read again on the topic's beat while the page is visible (useLiveTopicNews).
 */
export function TopicNewsList() {
  const t = useGroupMemberMessages();
  return (
    <QueryBoundary inline loadingLabel={t('loadingTopicNews')} errorTitle={t('topicNewsFailed')}>
      <NewTopics />
    </QueryBoundary>
  );
}

function NewTopics() {
  const t = useGroupMemberMessages();
  const news = useLiveTopicNews(useViewer().userId);
  if (news.length === 0) return <p className={styles.empty}>{t('nothingNew')}</p>;
  return (
    <ul className={styles.groups}>
      {news.map((topic) => (
        <li key={topic.nid}>
          <Link
            to={
              topic.firstNewId === null
                ? topicAddress(topic.nid)
                : commentAddress(topic.nid, topic.firstNewId)
            }
            dir="auto"
          >
            {topic.title}
          </Link>
          <span className={styles.muted}>
            {' · '}
            <bdi>{topic.groupTitle}</bdi>
          </span>
          <strong className={styles.news}>
            {' · '}
            {topic.newTopic ? t('newTopicMark') : t('newCount', { count: topic.count })}
          </strong>
        </li>
      ))}
    </ul>
  );
}
