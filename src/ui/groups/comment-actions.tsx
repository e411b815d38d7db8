import type { RefObject } from 'react';
import type { TopicComment } from '@/domain/groups/group';
import { useDateFormat } from '../shared/use-date-format';
import { useHydrated } from '../shared/use-hydrated';
import { useInnerStop } from '../shared/inner-stops';
import { useGroupMemberMessages } from './group-member-messages';
import feature from './groups-feature.module.css';
import styles from './topic-comments.module.css';

interface CommentActionsProps {
  comment: TopicComment;
  /** The Edit button's ref when the member may edit the comment, else null (no button). */
  editButton: RefObject<HTMLButtonElement | null> | null;
  /** The Reply button's ref when the member may reply and no reply is open, else null (no button). */
  replyButton: RefObject<HTMLButtonElement | null> | null;
  /** The Remove comment button's ref for a moderator (issue 63), else null (no button). */
  removeButton: RefObject<HTMLButtonElement | null> | null;
  onEdit(): void;
  onReply(): void;
  onRemove(): void;
}

/**
 * A comment's Edit, Reply and a moderator's Remove comment, each named with whose text it acts on. Drawn by the server where they go and
 * disabled until the code has taken the page over: a component of their own, so that the end of the take-over
 * (useHydrated) draws these again, not the whole comment.
 */
export function CommentActions({
  comment,
  editButton,
  replyButton,
  removeButton,
  onEdit,
  onReply,
  onRemove,
}: CommentActionsProps) {
  const t = useGroupMemberMessages();
  const { formatMoment } = useDateFormat();
  const hydrated = useHydrated();
  // Tabbable while the focus is in the comment (inner-stops.ts, use-comment-feed.ts).
  const stop = useInnerStop();
  const action = (
    button: RefObject<HTMLButtonElement | null>,
    onClick: () => void,
    label: string,
    text: string,
  ) => (
    <button
      type="button"
      ref={button}
      className={feature.linkButton}
      onClick={onClick}
      disabled={!hydrated}
      aria-label={label}
      {...stop}
    >
      {text}
    </button>
  );
  return (
    <div className={styles.commentActions}>
      {editButton &&
        action(editButton, onEdit, t('editOwnComment', { date: formatMoment(comment.created) }), t('edit'))}
      {replyButton &&
        action(replyButton, onReply, t('replyToNamed', { author: comment.authorName }), t('reply'))}
      {removeButton &&
        action(
          removeButton,
          onRemove,
          t('removeCommentBy', { author: comment.authorName, date: formatMoment(comment.created) }),
          t('removeComment'),
        )}
    </div>
  );
}
