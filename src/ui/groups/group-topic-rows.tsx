import { Link } from 'react-router-dom';
import { shownNewCount } from '@/domain/groups/discussion-marks';
import type { TopicSummary } from '@/domain/groups/group';
import { ShownDate } from '../shared/shown-date';
import { useGroupMemberMessages } from './group-member-messages';
import { useLastReads } from './reading-queries';
import feature from './groups-feature.module.css';
import styles from './group-topics.module.css';
import order from './topic-order.module.css';

/**
 * The topics, each with its comment count and, for one the member has read before, "N new": the comments
 * written or changed since (the content system's count for the member; none on a first visit).
 */
export function TopicRows({ rows }: { rows: readonly TopicSummary[] }) {
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
              {topic.sticky && <span className={order.pinned}>{t('pinned')}</span>}
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
