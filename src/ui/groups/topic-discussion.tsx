import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Topic } from '@/domain/groups/group';
import { newsOf } from '@/domain/groups/discussion-marks';
import { isInGroup, standingOf } from '@/domain/groups/group-standing';
import { useViewer } from '../shared/use-viewer';
import { QueryBoundary } from '../shared/data/query-boundary';
import { ADD_COMMENT_ID, AddCommentLink } from './add-comment-link';
import { CommentContextValue, type CommentContext } from './comment-context';
import { CommentForm } from './comment-form';
import { fetchCommentInPlaceAhead } from './comment-in-place-part';
import { COMMENTS_HEADING_ID } from './comments-heading';
import { DRAFT_PLACES, useDraft } from './discussion-drafts';
import { useCommentPosted } from './group-changes';
import { useGroup } from './group-queries';
import { useGroupsMessages } from './groups-messages';
import { NewComments } from './new-comments';
import { richMessage } from './rich-message';
import { LoginLink } from './route-ids';
import { TopicComments } from './topic-comments';
import { TopicOutbox } from './topic-outbox';
import { useDiscussionReader } from './use-discussion-reader';
import { waitingNotice, WritingStatus, type WritingNotice } from './writing-notice';
import type { TopicVisit } from './reading-queries';
import feature from './groups-feature.module.css';
import styles from './topic-discussion.module.css';

/**
 * The comments and, for members of the topic's group, the form to add one; what became of the member's
 * writing (a comment, a reply, an edit) in one status line.
 */
export function TopicDiscussion({ topic, visit }: { topic: Topic; visit: TopicVisit }) {
  const [notice, setNotice] = useState<WritingNotice>('');
  const count = topic.comments.length;
  const t = useGroupsMessages();
  const onCommented = useCommentPosted(topic);
  const reader = useDiscussionReader(topic.groupId);
  const { since, recordRead } = visit;
  // "Comments (21, 3 new)": as many as the markers below, by the one rule (newsOf).
  const fresh = newsOf(reader.uid, topic.comments, since).count;
  const context = useMemo<CommentContext>(
    () => ({
      topicNid: topic.nid,
      reader,
      since,
      onWritten: () => (onCommented(), recordRead()),
      notify: setNotice,
      follow: (kind) => setNotice(waitingNotice(kind)),
    }),
    [topic.nid, reader, since, onCommented, recordRead],
  );
  return (
    <section aria-labelledby={COMMENTS_HEADING_ID} className={styles.discussion}>
      {/* Focusable from code: where the focus goes when a moderator removed the comment it was on. */}
      <h2 id={COMMENTS_HEADING_ID} tabIndex={-1}>
        {fresh > 0 ? t('commentsWithNew', { count, fresh }) : t('comments', { count })}
      </h2>
      {/* The box within a press or two of Tab from the heading, however long the discussion. */}
      {count > 0 && <AddCommentLink />}
      <CommentContextValue value={context}>
        <TopicComments key={topic.nid} comments={topic.comments} labelledBy={COMMENTS_HEADING_ID} />
      </CommentContextValue>
      <NewComments topic={topic} />
      <WritingStatus topicNid={topic.nid} notice={notice} />
      {/* Where "Add a comment" leads: focusable, for a reader who is told here how to take part instead. */}
      <div id={ADD_COMMENT_ID} tabIndex={-1}>
        <CommentAccess topic={topic}>
          <TopicOutbox topicNid={topic.nid} onSent={context.onWritten} />
          <CommentBox
            topicNid={topic.nid}
            onTyped={() => setNotice('')}
            onPosted={() => (setNotice(t('commentPosted')), context.onWritten())}
            onWaiting={() => setNotice(waitingNotice('comment'))}
            onMaybePosted={onCommented}
          />
        </CommentAccess>
      </div>
    </section>
  );
}

interface CommentBoxProps {
  topicNid: number;
  onTyped(): void;
  onPosted(): void;
  /** It waits in the outbox: the status line follows it. */
  onWaiting(): void;
  onMaybePosted(): void;
}

/**
 * The comment box with its text held by the tab's drafts, not by the form: the text outlives a reload, and the
 * form hiding when the session ends. An emptied box holds no draft. The draft is followed here, so a key typed
 * draws the box again, not the discussion above it.
 */
function CommentBox({ topicNid, onTyped, ...sent }: CommentBoxProps) {
  const draft = useDraft(DRAFT_PLACES.comment(topicNid));
  // Who may comment may reply and edit too: the editor in place's code, ahead of a network that may go.
  useEffect(fetchCommentInPlaceAhead, []);
  return (
    <CommentForm
      topicNid={topicNid}
      text={draft.text ?? ''}
      onTextChange={(next) => (next === '' ? draft.drop() : draft.set(next), onTyped())}
      {...sent}
    />
  );
}

/** Shows the form to members of the topic's group; tells everyone else how they could take part. */
function CommentAccess({ topic, children }: { topic: Topic; children: ReactNode }) {
  const viewer = useViewer();
  const t = useGroupsMessages();
  if (!viewer.loggedIn)
    return <p>{richMessage(t, 'logInToDiscuss', { login: <LoginLink>{t('logIn')}</LoginLink> })}</p>;
  return (
    <QueryBoundary
      loadingLabel={t('checkingComment')}
      errorTitle={t('commentCheckFailed')}
      pending={null}
      failed={(retry) => (
        <p role="alert">
          {t('commentCheckFailedSentence')}{' '}
          <button type="button" className={feature.linkButton} onClick={retry}>
            {t('tryAgain')}
          </button>
        </p>
      )}
    >
      <MemberAccess topic={topic} userId={viewer.userId}>
        {children}
      </MemberAccess>
    </QueryBoundary>
  );
}

/** The form for members of the topic's group (the group's own key: shared with its page). */
function MemberAccess({ topic, userId, children }: { topic: Topic; userId: number; children: ReactNode }) {
  const group = useGroup(topic.groupId);
  const t = useGroupsMessages();
  if (!group) return null;
  if (isInGroup(standingOf(group.members, userId))) return children;
  return (
    <p>
      {richMessage(t, 'onlyMembersComment', {
        group: <Link to={`/group/${topic.groupId}`}>{topic.groupTitle}</Link>,
      })}
    </p>
  );
}
