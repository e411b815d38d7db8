import { useEffect, useRef, type Ref } from 'react';
import type { TopicComment } from '@/domain/groups/group';
import { ShownDate } from '../shared/shown-date';
import { MemberHtml } from '../shared/member-html';
import { useGroupMemberMessages } from './group-member-messages';
import { MoreComments } from './more-comments';
import { useCommentWindow } from './use-comment-window';
import feature from './groups-feature.module.css';
import styles from './topic-comments.module.css';

/**
 * The comments on a topic, oldest first, as a conversation reads: the first ones at once, the rest as the
 * reader comes to them (MoreComments), and any posted since the topic was opened at the end.
 */
export function TopicComments({ comments }: { comments: readonly TopicComment[] }) {
  const t = useGroupMemberMessages();
  const { head, hidden, tail, showMore } = useCommentWindow(comments);
  const headList = useRef<HTMLOListElement>(null);
  // Asked for with the button, the first newly drawn comment takes the focus, so reading goes on from there.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null) return;
    const first = headList.current?.children.item(focusFrom.current);
    focusFrom.current = null;
    if (first instanceof HTMLElement) first.focus();
  }, [head.length]);

  if (comments.length === 0) return <p className={feature.quiet}>{t('noComments')}</p>;
  if (hidden === 0) return <CommentList comments={[...head, ...tail]} />;
  return (
    <>
      <CommentList comments={head} listRef={headList} />
      <MoreComments
        shown={head.length + tail.length}
        count={comments.length}
        onMore={showMore}
        onAsked={() => (focusFrom.current = head.length)}
      />
      {tail.length > 0 && <CommentList comments={tail} start={comments.length - tail.length + 1} />}
    </>
  );
}

interface CommentListProps {
  comments: readonly TopicComment[];
  /** The number of the first comment, where the list goes on after a gap. */
  start?: number;
  listRef?: Ref<HTMLOListElement>;
}

function CommentList({ comments, start, listRef }: CommentListProps) {
  return (
    <ol className={styles.comments} start={start} ref={listRef}>
      {comments.map((comment) => (
        <li key={comment.id} className={styles.comment} tabIndex={-1}>
          <p className={`${feature.byline} ${styles.byline}`}>
            <strong>{comment.authorName}</strong> · <ShownDate iso={comment.created} />
          </p>
          <MemberHtml html={comment.bodyHtml} />
        </li>
      ))}
    </ol>
  );
}
