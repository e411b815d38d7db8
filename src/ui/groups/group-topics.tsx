import { Link } from 'react-router-dom';
import { AsyncContent } from '../shared/async-content';
import { useDateFormat } from '../shared/use-date-format';
import { QueryBoundary } from '../shared/data/query-boundary';
import { EmptyState } from '../shared/empty-state';
import { Pager } from '../shared/pager';
import { useMembersOnlyAccess } from '../shared/use-members-only-access';
import { DiscussionsClosed } from './discussions-closed';
import { useGroupTopics } from './group-queries';
import { useGroupsMessages } from './groups-messages';
import { useTopicPage } from './use-topic-page';
import feature from './groups-feature.module.css';
import styles from './group-topics.module.css';

/**
 * The group's topics, newest first, a page at a time (the address's `?page`), each leading to its page, for
 * members of the association; read again after a post (invalidated). Anyone else is told how to read them,
 * and nothing is asked of Drupal.
 */
export function GroupTopics({ groupId }: { groupId: number }) {
  const t = useGroupsMessages();
  const access = useMembersOnlyAccess();
  return (
    <section aria-labelledby="group-topics">
      <h2 id="group-topics">{t('topics')}</h2>
      {access === 'open' ? (
        <QueryBoundary inline loadingLabel={t('loadingTopics')} errorTitle={t('topicsFailed')}>
          <TopicList groupId={groupId} />
        </QueryBoundary>
      ) : (
        <DiscussionsClosed access={access} />
      )}
    </section>
  );
}

function TopicList({ groupId }: { groupId: number }) {
  const { formatDate } = useDateFormat();
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
                    {topic.authorName} · <time dateTime={topic.created}>{formatDate(topic.created)}</time> ·{' '}
                    {t('commentCount', { count: topic.commentCount })}
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
