import { lazy, memo, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { EditComment } from '@/application/groups/post-comment';
import { commentText } from '@/application/groups/comment-html';
import { PostComment } from '@/application/groups/post-comment';
import { isNewTo } from '@/domain/groups/discussion-marks';
import { mayEditComment, mayModerateDiscussion, mayReply } from '@/domain/groups/discussion-rights';
import type { TopicComment } from '@/domain/groups/group';
import { InnerStops, setInnerLinks } from '../shared/inner-stops';
import { MemberHtml } from '../shared/member-html';
import { ShownMoment } from '../shared/shown-moment';
import { commentElementId } from './comment-address';
import { COMMENTS_HEADING_ID } from './comments-heading';
import { CommentInPlace } from './comment-in-place-part';
import { useCommentContext } from './comment-context';
import { CommentPermalink, bylineId } from './comment-permalink';
import { COMMENT_EDIT_WORDS, REPLY_WORDS } from './comment-failure-text';
import { EditedMark } from './edited-mark';
import { CommentActions } from './comment-actions';
import { DRAFT_PLACES, EDIT_VERSION, useDraftOpen, useHeldDraft, type HeldDraft } from './discussion-drafts';
import { useGroupMemberMessages } from './group-member-messages';
import { useGroupService } from './use-group-service';
import { WaitingReplies } from './topic-outbox';
import feature from './groups-feature.module.css';
import styles from './topic-comments.module.css';

// A moderator's confirmation loads when they first ask to remove a comment.
const RemoveCommentDialog = lazy(() =>
  import('./remove-comment-dialog').then((module) => ({ default: module.RemoveCommentDialog })),
);

/**
 * One comment: who wrote it and when, "In reply to {author}" for a reply, "edited" with the time when it
 * changed later, "new" when it is new to the member (a reader hears "New comment" first), its text or its
 * editor in place, and the member's Edit (their own) and Reply (a member of the group), each named with whose
 * text it acts on, with the reply editor under it. A server-drawn page shows the buttons where they will be,
 * disabled until the code has taken it over, so the take-over moves nothing (an editor opens only after it:
 * the drafts are the browser's).
 *
 * Drawn again only when its own comment, its editors' being open, the focus coming into it or leaving it, or
 * the discussion's context changes: not when the list around it grows or the page is read again, nor at a
 * key typed in its editor, nor when the take-over ends (its buttons and times are drawn apart for that). At a
 * phone's speed each drawing of twenty comments was a task long enough to block the page
 * (docs/performance.md).
 */
export const CommentItem = memo(function CommentItem({
  comment,
  inReplyTo,
  current,
}: {
  comment: TopicComment;
  inReplyTo?: string;
  /** Whether the focus is in it: its controls are in the Tab order then only (use-comment-feed.ts). */
  current: boolean;
}) {
  const t = useGroupMemberMessages();
  const { reader, since, onWritten, notify, topicNid } = useCommentContext();
  const [askingRemoval, setAskingRemoval] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const edit = useHeldDraft(DRAFT_PLACES.commentEdit(comment.id));
  const editVersion = useHeldDraft(DRAFT_PLACES.commentEdit(comment.id), EDIT_VERSION);
  const reply = useHeldDraft(DRAFT_PLACES.reply(comment.id));
  // Drawn again when an editor opens or closes, not at each key typed in it (the editor keeps its words).
  const editOpen = useDraftOpen(DRAFT_PLACES.commentEdit(comment.id));
  const replyOpen = useDraftOpen(DRAFT_PLACES.reply(comment.id));
  const editButton = useRef<HTMLButtonElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const editable = mayEditComment(reader, comment);
  const repliable = mayReply(reader);
  const removable = mayModerateDiscussion(reader);
  const editing = editable && editOpen;
  const replying = repliable && replyOpen;
  // After the editor closes, the focus goes back to the button that opened it (drawn again by then).
  const focusLater = (button: { current: HTMLButtonElement | null }) =>
    setTimeout(() => button.current?.focus());

  const fresh = isNewTo(reader.uid, comment, since);
  // The links in its text go with its other controls (inner-stops.ts), whenever the text is drawn afresh.
  const article = useRef<HTMLElement>(null);
  useLayoutEffect(() => setInnerLinks(article.current, current), [current, comment.bodyHtml, editing]);
  // One stop of Tab for the whole comment, named by its byline (a feed's article, use-comment-feed.ts); its
  // place in the thread is written on it by the feed (use-feed-places.ts).
  return (
    // Its role said although it is the element's own: HTML allows aria-posinset and aria-setsize
    // (use-feed-places.ts) on an article only with the role written out (the Nu Html Checker refuses them).
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <article
      ref={article}
      id={commentElementId(comment.id)}
      className={`${styles.comment} ${comment.parentId === null ? '' : styles.reply} ${fresh ? styles.fresh : ''}`}
      role="article"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a feed's article is focusable (ARIA APG)
      tabIndex={0}
      aria-labelledby={bylineId(comment.id)}
    >
      {/* Its time, Edit, Reply and link: tabbable while the focus is in it, and reached from it. */}
      <InnerStops value={current ? 0 : -1}>
        {inReplyTo !== undefined && (
          <p className={styles.inReplyTo}>{t('inReplyTo', { author: inReplyTo })}</p>
        )}
        <p id={bylineId(comment.id)} className={`${feature.byline} ${styles.byline}`}>
          {fresh && <span className="visually-hidden">{t('newCommentMark')}: </span>}
          <strong dir="auto">{comment.authorName}</strong> · <ShownMoment iso={comment.created} />
          <EditedMark item={comment} />
          {fresh && (
            <span className={styles.newMark} aria-hidden="true">
              {' '}
              {t('new')}
            </span>
          )}
        </p>
        {editing ? (
          <Suspense fallback={null}>
            <EditInPlace
              comment={comment}
              draft={edit}
              version={() => editVersion.current() ?? comment.changed}
              onClosed={() => focusLater(editButton)}
            />
          </Suspense>
        ) : (
          <MemberHtml html={comment.bodyHtml} />
        )}
        {(editable || repliable || removable) && !editing && (
          <CommentActions
            comment={comment}
            editButton={editable ? editButton : null}
            replyButton={repliable && !replying ? replyButton : null}
            removeButton={removable ? removeButton : null}
            onEdit={() => (editVersion.set(comment.changed), edit.set(commentText(comment.bodyHtml)))}
            onReply={() => reply.set('')}
            onRemove={() => setAskingRemoval(true)}
          />
        )}
        {askingRemoval && (
          <Suspense fallback={null}>
            <RemoveCommentDialog
              comment={comment}
              onCancel={() => (setAskingRemoval(false), focusLater(removeButton))}
              // The comment leaves the page: the focus goes to the comments' heading, where the thread starts.
              onRemoved={() => (
                setAskingRemoval(false),
                notify(t('commentRemoved', { author: comment.authorName })),
                onWritten(),
                setTimeout(() => document.getElementById(COMMENTS_HEADING_ID)?.focus())
              )}
            />
          </Suspense>
        )}
        {replying && (
          <Suspense fallback={null}>
            <ReplyInPlace comment={comment} draft={reply} onClosed={() => focusLater(replyButton)} />
          </Suspense>
        )}
        {/* A reply that could not go waits where it will stand, under this comment. */}
        {repliable && <WaitingReplies topicNid={topicNid} parentId={comment.id} />}
        {/* Last, after what acts on the comment: Tab from the comment reaches its Edit and Reply first. */}
        <CommentPermalink commentId={comment.id} />
      </InnerStops>
    </article>
  );
});

interface InPlaceProps {
  comment: TopicComment;
  draft: HeldDraft;
  onClosed(): void;
}

/** `version`: the comment's `changed` as read when the editor opened (kept with the draft, EDIT_VERSION). */
function EditInPlace({ comment, draft, version, onClosed }: InPlaceProps & { version: () => string }) {
  const t = useGroupMemberMessages();
  const editComment = useGroupService(EditComment);
  const { topicNid, onWritten, notify, follow } = useCommentContext();
  return (
    <CommentInPlace
      name={t('editYourComment')}
      label={t('yourComment')}
      submit={t('save')}
      pending={t('saving')}
      words={COMMENT_EDIT_WORDS}
      draft={draft}
      send={(text, over) => editComment.execute(comment.id, text, over ?? version(), topicNid)}
      onSent={(sent) => (
        draft.drop(),
        onWritten(),
        sent === 'waiting' ? follow('edit') : notify(t('commentSaved')),
        onClosed()
      )}
      onMaybeSent={onWritten}
      onCancel={() => (draft.drop(), onClosed())}
    />
  );
}

function ReplyInPlace({ comment, draft, onClosed }: InPlaceProps) {
  const t = useGroupMemberMessages();
  const postComment = useGroupService(PostComment);
  const { topicNid, onWritten, notify, follow } = useCommentContext();
  return (
    <CommentInPlace
      name={t('replyTo', { author: comment.authorName })}
      label={t('yourReply')}
      submit={t('postReply')}
      pending={t('postingComment')}
      words={REPLY_WORDS}
      draft={draft}
      send={(text) => postComment.execute(topicNid, text, comment.id)}
      onSent={(sent) => (
        draft.drop(),
        onWritten(),
        sent === 'waiting' ? follow('reply') : notify(t('replyPosted')),
        onClosed()
      )}
      onMaybeSent={onWritten}
      onCancel={() => (draft.drop(), onClosed())}
    />
  );
}
