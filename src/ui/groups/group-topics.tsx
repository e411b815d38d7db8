import { Link } from 'react-router-dom';
import { ReadGroups } from '@/application/groups/read-groups';
import { useService } from '../app/services';
import { AsyncContent } from '../shared/async-content';
import { useDateFormat } from '../shared/use-date-format';
import { EmptyState } from '../shared/empty-state';
import { useAsync } from '../shared/use-async';
import feature from './groups-feature.module.css';
import styles from './group-topics.module.css';

/** The group's topics, newest first, each leading to its page. `version` reloads them after a post. */
export function GroupTopics({ groupId, version }: { groupId: number; version: number }) {
  const read = useService(ReadGroups);
  const { formatDate } = useDateFormat();
  const topics = useAsync((signal) => read.topics(groupId, { signal }), [read, groupId, version]);
  return (
    <section aria-labelledby="group-topics">
      <h2 id="group-topics">Topics</h2>
      <AsyncContent
        state={topics}
        loadingLabel="Loading the topics"
        errorTitle="The topics could not be loaded"
      >
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
    </section>
  );
}
