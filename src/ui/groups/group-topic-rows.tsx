import { Link } from 'react-router-dom';
import type { TopicSummary } from '@/domain/groups/group';
import { topicAddress } from '@/domain/groups/topic-address';
import { KEEP_CLEAR } from '../shared/form-under-corner';
import { ShownDate } from '../shared/shown-date';
import { useGroupMemberMessages } from './group-member-messages';
import { PinnedMark } from './pinned-mark';
import { NewTopicMark } from './new-topic-mark';
import { TopicLastWord } from './topic-last-word';
import type { GroupQuery } from './group-queries';
import { useLastReads } from './reading-queries';
import { useGroupQueryRefresh } from './use-refresh-while-visible';
import { TopicNewCount } from './topic-new-count';
import feature from './groups-feature.module.css';
import styles from './group-topics.module.css';

/**
 * The topics, each with its comment count and, for one the member has read before, "N new": the comments
 * others wrote or changed since (TopicNewCount; none on a first visit); then who wrote last, and when.
 */
export function TopicRows({ rows, list }: { rows: readonly TopicSummary[]; list: GroupQuery<unknown> }) {
  const t = useGroupMemberMessages();
  // Issue 61: the counts and "new" marks follow what others write while the page is open.
  useGroupQueryRefresh(list);
  const lastReads = useLastReads(rows.map((topic) => topic.nid));
  return (
    <ul className={styles.topics}>
      {rows.map((topic, at) => {
        return (
          <li key={topic.nid} className={styles.topic} {...(at === rows.length - 1 ? KEEP_CLEAR : {})}>
            <h3 className={styles.topicTitle} dir="auto">
              <Link to={topicAddress(topic.nid)}>{topic.title}</Link>
            </h3>
            <p className={feature.byline}>
              <PinnedMark topic={topic} />
              <span dir="auto">{topic.authorName}</span> · <ShownDate iso={topic.created} />
              {topic.commentCount !== null && ` · ${t('commentCount', { count: topic.commentCount })}`}
              <NewTopicMark topic={topic} lastRead={lastReads[topic.nid]} />
              <TopicNewCount topic={topic} lastRead={lastReads[topic.nid]} />
            </p>
            <TopicLastWord topic={topic} />
          </li>
        );
      })}
    </ul>
  );
}
