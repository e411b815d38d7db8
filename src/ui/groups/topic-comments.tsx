import type { TopicComment } from '@/domain/groups/group';
import { useDateFormat } from '../shared/use-date-format';
import { MemberHtml } from '../shared/member-html';
import { useGroupsMessages } from './groups-messages';
import feature from './groups-feature.module.css';
import styles from './topic-comments.module.css';

/** The comments on a topic, oldest first, as a conversation reads. */
export function TopicComments({ comments }: { comments: readonly TopicComment[] }) {
  const { formatDate } = useDateFormat();
  const t = useGroupsMessages();
  if (comments.length === 0) return <p className={feature.quiet}>{t('noComments')}</p>;
  return (
    <ol className={styles.comments}>
      {comments.map((comment) => (
        <li key={comment.id} className={styles.comment}>
          <p className={`${feature.byline} ${styles.byline}`}>
            <strong>{comment.authorName}</strong> ·{' '}
            <time dateTime={comment.created}>{formatDate(comment.created)}</time>
          </p>
          <MemberHtml html={comment.bodyHtml} />
        </li>
      ))}
    </ol>
  );
}
