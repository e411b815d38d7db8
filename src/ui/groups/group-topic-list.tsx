import { Link } from 'react-router-dom';
import { AsyncContent } from '../shared/async-content';
import { ShownDate } from '../shared/shown-date';
import { EmptyState } from '../shared/empty-state';
import { Pager } from '../shared/pager';
import { useGroupTopics } from './group-queries';
import { useGroupsMessages } from './groups-messages';
import { useTopicPage } from './use-topic-page';
import feature from './groups-feature.module.css';
import styles from './group-topics.module.css';

/** One page of the group's topics, newest first, with the pager to the others. */
export function TopicList({ groupId }: { groupId: number }) {
  const { page, hrefForPage } = useTopicPage();
  const topics = useGroupTopics(groupId, page);
  const t = useGroupsMessages();
  return (
    <AsyncContent state={topics} loadingLabel={t('loadingTopics')}>
      {({ rows, pager }) => (
        <>
          {rows.length === 0 ? (
            <EmptyState>{t('noTopics')}</EmptyState>
          ) : (
            <ul className={styles.topics}>
              {rows.map((topic) => (
                <li key={topic.nid} className={styles.topic}>
                  <h3 className={styles.topicTitle}>
                    <Link to={`/group_topics/single/${topic.nid}`}>{topic.title}</Link>
                  </h3>
                  <p className={feature.byline}>
                    {topic.authorName} · <ShownDate iso={topic.created} />
                    {topic.commentCount !== null && ` · ${t('commentCount', { count: topic.commentCount })}`}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Pager pager={pager} label={t('topicPages')} hrefFor={hrefForPage} />
        </>
      )}
    </AsyncContent>
  );
}
