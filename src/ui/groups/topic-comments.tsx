import { useEffect, useRef, type Ref } from 'react';
import type { TopicComment } from '@/domain/groups/group';
import { isNewTo } from '@/domain/groups/discussion-marks';
import { useHydrated } from '../shared/use-hydrated';
import { useCommentContext } from './comment-context';
import { CommentItem, commentElementId } from './comment-item';
import { useGroupMemberMessages } from './group-member-messages';
import { MoreComments } from './more-comments';
import { useCommentWindow } from './use-comment-window';
import feature from './groups-feature.module.css';
import styles from './topic-comments.module.css';

/**
 * The comments on a topic in Drupal's thread order (each reply after the comment it answers), as a
 * conversation reads: the first ones at once, the rest as the reader comes to them (MoreComments), and any
 * posted since the topic was opened at the end. "First new comment" moves to the first comment new to the
 * member, drawing the comments up to it first.
 */
export function TopicComments({ comments }: { comments: readonly TopicComment[] }) {
  const t = useGroupMemberMessages();
  const { head, hidden, tail, showMore, showThrough } = useCommentWindow(comments);
  const headList = useRef<HTMLOListElement>(null);
  // Asked for with the button, the first newly drawn comment takes the focus, so reading goes on from there.
  const focusFrom = useRef<number | null>(null);
  const focusComment = useRef<number | null>(null);
  useEffect(() => {
    if (focusComment.current !== null) {
      document.getElementById(commentElementId(focusComment.current))?.focus();
      focusComment.current = null;
    }
    if (focusFrom.current === null) return;
    const first = headList.current?.children.item(focusFrom.current);
    focusFrom.current = null;
    if (first instanceof HTMLElement) first.focus();
  }, [head.length]);
  const { reader, since } = useCommentContext();
  const hydrated = useHydrated();
  const firstNew = comments.findIndex((comment) => isNewTo(reader.uid, comment, since));
  // Whom each reply answers, by the parent's id: a reply may be drawn in a later batch than its parent.
  const authors = new Map(comments.map(({ id, authorName }) => [id, authorName]));

  if (comments.length === 0) return <p className={feature.quiet}>{t('noComments')}</p>;
  const toFirstNew = () => {
    const { id } = comments[firstNew]!;
    const element = document.getElementById(commentElementId(id));
    if (element) return element.focus();
    focusComment.current = id;
    showThrough(firstNew);
  };
  return (
    <>
      {firstNew >= 0 && hydrated && (
        <p>
          <button type="button" className={feature.secondary} onClick={toFirstNew}>
            {t('firstNewComment')}
          </button>
        </p>
      )}
      {hidden === 0 ? (
        <CommentList comments={[...head, ...tail]} authors={authors} />
      ) : (
        <>
          <CommentList comments={head} authors={authors} listRef={headList} />
          <MoreComments
            shown={head.length + tail.length}
            count={comments.length}
            onMore={showMore}
            onAsked={() => (focusFrom.current = head.length)}
          />
          {tail.length > 0 && (
            <CommentList comments={tail} authors={authors} start={comments.length - tail.length + 1} />
          )}
        </>
      )}
    </>
  );
}

interface CommentListProps {
  comments: readonly TopicComment[];
  /** Every comment's author by its id, for "In reply to {author}". */
  authors: ReadonlyMap<number, string>;
  /** The number of the first comment, where the list goes on after a gap. */
  start?: number;
  listRef?: Ref<HTMLOListElement>;
}

function CommentList({ comments, authors, start, listRef }: CommentListProps) {
  return (
    <ol className={styles.comments} start={start} ref={listRef}>
      {comments.map((comment) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          inReplyTo={comment.parentId === null ? undefined : authors.get(comment.parentId)}
        />
      ))}
    </ol>
  );
}
