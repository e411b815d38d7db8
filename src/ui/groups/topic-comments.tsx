import { memo, useCallback, useRef } from 'react';
import type { TopicComment } from '@/domain/groups/group';
import { isNewTo } from '@/domain/groups/discussion-marks';
import { useHydrated } from '../shared/use-hydrated';
import { useCommentContext } from './comment-context';
import { CommentItem } from './comment-item';
import { useGroupMemberMessages } from './group-member-messages';
import { MoreComments } from './more-comments';
import { AddCommentLink } from './add-comment-link';
import { useCommentFeed } from './use-comment-feed';
import { useCommentFocus } from './use-comment-focus';
import { useCommentInAddress } from './use-comment-in-address';
import { useCommentWindow } from './use-comment-window';
import { useFeedPlaces } from './use-feed-places';
import { useFocusKeptInPlace } from './use-focus-kept-in-place';
import feature from './groups-feature.module.css';
import styles from './topic-comments.module.css';

/**
 * The comments on a topic in Drupal's thread order (each reply after the comment it answers), as a
 * conversation reads: the first ones at once, the rest as the reader comes to them (MoreComments), and any
 * posted since the topic was opened at the end of those drawn. "First new comment" moves to the first comment new to the
 * member, drawing the comments up to it first; so does an address naming one comment ("Link to this comment").
 * Drawn again when its comments are (not at a key typed in the comment box below it), and when the focus
 * moves from one comment to another (use-comment-feed.ts: the keys of the discussion, a feed).
 */
export const TopicComments = memo(function TopicComments({
  comments,
  labelledBy,
}: {
  comments: readonly TopicComment[];
  /** The id of the discussion's heading, which names the feed. */
  labelledBy: string;
}) {
  const t = useGroupMemberMessages();
  const { head, tail, nextHidden, showMore, showThrough } = useCommentWindow(comments);
  const { focusComment, focusWhenDrawn } = useCommentFocus(showThrough);
  useCommentInAddress(comments, focusComment);
  const { reader, since } = useCommentContext();
  const firstNew = comments.find((comment) => isNewTo(reader.uid, comment, since));
  // Whom each reply answers, by the parent's id: a reply may be drawn in a later batch than its parent.
  const authors = new Map(comments.map(({ id, authorName }) => [id, authorName]));
  // Drawn as the reader comes to it, a gap that holds the focus (its button reached with Tab) is gone with the
  // drawing: the focus goes on to the first comment drawn, as when the button is pressed.
  // Drawn as the comment box below comes near the screen (focused from "Add a comment"), the box stays put.
  const gap = useRef<HTMLDivElement>(null);
  const { list: feed, hold: holdFocus } = useFocusKeptInPlace<HTMLDivElement>();
  useFeedPlaces(feed, comments);
  const nextId = nextHidden?.id;
  const drawMore = useCallback(() => {
    if (nextId !== undefined && gap.current?.contains(document.activeElement)) focusWhenDrawn(nextId);
    else holdFocus();
    showMore();
  }, [nextId, focusWhenDrawn, holdFocus, showMore]);
  // Page Down at the last comment drawn goes on to the next one, drawn first.
  const { current, ...keys } = useCommentFeed(
    useCallback(() => {
      if (nextId === undefined) return;
      focusWhenDrawn(nextId);
      showMore();
    }, [nextId, focusWhenDrawn, showMore]),
  );

  if (comments.length === 0) return <p className={feature.quiet}>{t('noComments')}</p>;
  const item = (comment: TopicComment) => (
    <CommentItem
      key={comment.id}
      comment={comment}
      inReplyTo={comment.parentId === null ? undefined : authors.get(comment.parentId)}
      current={comment.id === current}
    />
  );
  // One feed, its articles in one array keyed by comment: however many are drawn, no comment is drawn afresh
  // (the last batch arriving, more drawn before one posted meanwhile), so an editor open in one keeps its
  // text, caret and focus, and the page its place. Every article is a comment: "Show more comments" follows
  // the feed, and what it draws comes in before any comment posted since the topic was opened.
  return (
    <>
      {/* Drawn by the server where it goes (the feed below stays put at take-over), working once hydrated. */}
      {firstNew && <FirstNewComment onClick={() => focusComment(firstNew.id)} />}
      <div ref={feed} role="feed" aria-labelledby={labelledBy} className={styles.comments} {...keys}>
        {[...head.map(item), ...tail.map(item)]}
      </div>
      {nextHidden && (
        <div ref={gap}>
          <MoreComments
            shown={head.length + tail.length}
            count={comments.length}
            onMore={drawMore}
            onAsked={() => focusWhenDrawn(nextHidden.id)}
          />
          <AddCommentLink />
        </div>
      )}
    </>
  );
});

/** "First new comment", working once hydrated: apart, so the end of the take-over draws it alone. */
function FirstNewComment({ onClick }: { onClick(): void }) {
  const t = useGroupMemberMessages();
  const hydrated = useHydrated();
  return (
    <p>
      <button type="button" className={feature.secondary} onClick={onClick} disabled={!hydrated}>
        {t('firstNewComment')}
      </button>
    </p>
  );
}
