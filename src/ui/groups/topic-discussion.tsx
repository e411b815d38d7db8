import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ReadGroups } from '@/application/groups/read-groups';
import type { Topic } from '@/domain/groups/group';
import { isInGroup, standingOf } from '@/domain/groups/group-standing';
import { useService } from '../app/services';
import { useViewer } from '../shared/use-viewer';
import { useAsync } from '../shared/use-async';
import { CommentForm } from './comment-form';
import { LoginLink } from './route-ids';
import { TopicComments } from './topic-comments';
import feature from './groups-feature.module.css';
import styles from './topic-discussion.module.css';

/** The comments and, for members of the topic's group, the form to add one. */
export function TopicDiscussion({ topic, onCommented }: { topic: Topic; onCommented(): void }) {
  // Held here, not in the form: if the session ends the form hides, and the text must still be there after.
  const [text, setText] = useState('');
  const [posted, setPosted] = useState(false);
  const count = topic.comments.length;
  return (
    <section aria-labelledby="topic-comments" className={styles.discussion}>
      <h2 id="topic-comments">{count === 0 ? 'Comments' : `Comments (${count})`}</h2>
      <TopicComments comments={topic.comments} />
      <p role="status" className={feature.notice}>
        {posted && 'Your comment was posted.'}
      </p>
      <CommentAccess topic={topic}>
        <CommentForm
          topicNid={topic.nid}
          text={text}
          onTextChange={(next) => (setText(next), setPosted(false))}
          onPosted={() => (setPosted(true), onCommented())}
          onMaybePosted={onCommented}
        />
      </CommentAccess>
    </section>
  );
}

/** Shows the form to members of the topic's group; tells everyone else how they could take part. */
function CommentAccess({ topic, children }: { topic: Topic; children: ReactNode }) {
  const viewer = useViewer();
  const read = useService(ReadGroups);
  const group = useAsync(
    () => (viewer.loggedIn ? read.group(topic.groupId) : Promise.resolve(null)),
    [read, topic.groupId, viewer.loggedIn],
  );
  if (!viewer.loggedIn)
    return (
      <p>
        <LoginLink>Log in</LoginLink> to take part in the discussion.
      </p>
    );
  if (group.status === 'error')
    return (
      <p role="alert">
        Whether you can comment could not be checked.{' '}
        <button type="button" className={feature.linkButton} onClick={group.retry}>
          Try again
        </button>
      </p>
    );
  if (!group.data) return null;
  if (isInGroup(standingOf(group.data.members, viewer.userId))) return children;
  return (
    <p>
      Only members of <Link to={`/group/${topic.groupId}`}>{topic.groupTitle}</Link> can comment. Join the
      group to take part.
    </p>
  );
}
