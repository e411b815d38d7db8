import { Link } from 'react-router-dom';
import { shownNewCount } from '@/domain/groups/discussion-marks';
import type { TopicSummary } from '@/domain/groups/group';
import { AsyncContent } from '../shared/async-content';
import { ShownDate } from '../shared/shown-date';
import { EmptyState } from '../shared/empty-state';
import { Pager } from '../shared/pager';
import { useGroupTopics } from './group-queries';
import { useGroupMemberMessages } from './group-member-messages';
import { useGroupsMessages } from './groups-messages';
import { useLastReads } from './reading-queries';
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
          {rows.length === 0 ? <EmptyState>{t('noTopics')}</EmptyState> : <TopicRows rows={rows} />}
          <Pager pager={pager} label={t('topicPages')} hrefFor={hrefForPage} />
        </>
      )}
    </AsyncContent>
  );
}

/**
 * The topics, each with its comment count and, for one the member has read before, "N new": the comments
 * written or changed since (the content system's count for the member; none on a first visit).
 */
function TopicRows({ rows }: { rows: readonly TopicSummary[] }) {
  const t = useGroupMemberMessages();
  const lastReads = useLastReads(rows.map((topic) => topic.nid));
  return (
    <ul className={styles.topics}>
      {rows.map((topic) => {
        const news = shownNewCount(topic.newComments, lastReads[topic.nid]);
        return (
          <li key={topic.nid} className={styles.topic}>
            <h3 className={styles.topicTitle}>
              <Link to={`/group_topics/single/${topic.nid}`}>{topic.title}</Link>
            </h3>
            <p className={feature.byline}>
              {topic.authorName} · <ShownDate iso={topic.created} />
              {topic.commentCount !== null && ` · ${t('commentCount', { count: topic.commentCount })}`}
              {news > 0 && <strong className={styles.news}> · {t('newCount', { count: news })}</strong>}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
