import { Link } from 'react-router-dom';
import { AsyncContent } from '../shared/async-content';
import { useDateFormat } from '../shared/use-date-format';
import { QueryBoundary } from '../shared/data/query-boundary';
import { EmptyState } from '../shared/empty-state';
import { useGroupTopics } from './group-queries';
import feature from './groups-feature.module.css';
import styles from './group-topics.module.css';

/** The group's topics, newest first, each leading to its page. Read again after a post (invalidated). */
export function GroupTopics({ groupId }: { groupId: number }) {
  return (
    <section aria-labelledby="group-topics">
      <h2 id="group-topics">Topics</h2>
      <QueryBoundary inline loadingLabel="Loading the topics" errorTitle="The topics could not be loaded">
        <TopicList groupId={groupId} />
      </QueryBoundary>
    </section>
  );
}

function TopicList({ groupId }: { groupId: number }) {
  const { formatDate } = useDateFormat();
  const topics = useGroupTopics(groupId);
  return (
    <AsyncContent state={topics} loadingLabel="Loading the topics">
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState>No topics yet</EmptyState>
        ) : (
          <ul className={styles.topics}>
            {rows.map((topic) => (
              <li key={topic.nid} className={styles.topic}>
                <h3 className={styles.topicTitle}>
                  <Link to={`/group_topics/single/${topic.nid}`}>{topic.title}</Link>
                </h3>
                <p className={feature.byline}>
                  {topic.authorName} · <time dateTime={topic.created}>{formatDate(topic.created)}</time> ·{' '}
                  {topic.commentCount === 1 ? '1 comment' : `${topic.commentCount} comments`}
                </p>
              </li>
            ))}
          </ul>
        )
      }
    </AsyncContent>
  );
}
