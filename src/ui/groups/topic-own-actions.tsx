import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { mayChangeTopic } from '@/domain/groups/discussion-rights';
import type { Topic } from '@/domain/groups/group';
import { useQueryCache } from '../shared/data/use-query';
import { useHydrated } from '../shared/use-hydrated';
import { DRAFT_PLACES, EDIT_VERSION, useDraft } from './discussion-drafts';
import { GROUP_FAMILIES, GROUP_QUERIES } from './group-queries';
import { useGroupMemberMessages } from './group-member-messages';
import { TOPIC_DELETED_STATE } from './topic-deleted';
import { useDiscussionReader } from './use-discussion-reader';
import feature from './groups-feature.module.css';
import styles from './topic-view.module.css';

// The confirmation loads when a member asks to delete, not with the topic.
const DeleteTopicDialog = lazy(() =>
  import('./delete-topic-dialog').then((module) => ({ default: module.DeleteTopicDialog })),
);

/** Whether the member's own topic is being edited, and how to open the editor. */
export interface TopicEditing {
  readonly open: boolean;
  start(): void;
}

/** The topic's editor: open while its title's draft is held (DiscussionDrafts), so it outlives a reload. */
export function useTopicEditing(topic: Topic): TopicEditing {
  const title = useDraft(DRAFT_PLACES.topicEdit(topic.nid), 'title');
  const message = useDraft(DRAFT_PLACES.topicEdit(topic.nid), 'message');
  const version = useDraft(DRAFT_PLACES.topicEdit(topic.nid), EDIT_VERSION);
  return {
    open: title.text !== undefined,
    start: () => (version.set(topic.changed), title.set(topic.title), message.set(topic.messageHtml)),
  };
}

/**
 * "Edit" and "Delete topic" on the member's own topic (discussion-rights.ts); a server-drawn page shows them
 * disabled until the code has taken it over, so the message below does not move then. Deleting asks first, naming the topic; once done, the member is back on the group's
 * topics, which no longer list it.
 */
interface TopicOwnActionsProps {
  topic: Topic;
  editing: TopicEditing;
  /** Edit, for the page to give the focus back to when the editor closes. */
  editButton: RefObject<HTMLButtonElement | null>;
}

export function TopicOwnActions({ topic, editing, editButton }: TopicOwnActionsProps) {
  const t = useGroupMemberMessages();
  const reader = useDiscussionReader(topic.groupId);
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const cache = useQueryCache();
  const navigate = useNavigate();
  // The topic's own answer is out of date once the page has gone: read again while it shows, it would
  // answer "no such topic" and send the member to the not-found page instead of the group.
  const gone = useRef(false);
  const { nid, groupId } = topic;
  useEffect(() => () => void (gone.current && cache.invalidate(GROUP_QUERIES.topic(nid).key)), [cache, nid]);
  if (!mayChangeTopic(reader, topic)) return null;
  const deleted = () => {
    gone.current = true;
    cache.invalidate(GROUP_FAMILIES.topics(groupId));
    // In place of the topic's entry, which leads nowhere now; the group's page says what became of it.
    void navigate(`/group/${groupId}`, { replace: true, state: TOPIC_DELETED_STATE });
  };
  return (
    <div className={styles.ownActions}>
      {/* While the editor is open, Edit keeps its place unseen: "Delete topic" must not move under the pointer. */}
      <button
        type="button"
        ref={editButton}
        className={editing.open ? `${feature.secondary} ${styles.keptPlace}` : feature.secondary}
        onClick={editing.start}
        disabled={!hydrated || editing.open}
        aria-label={t('editYourTopic')}
      >
        {t('edit')}
      </button>
      <button
        type="button"
        ref={deleteButton}
        className={feature.secondary}
        onClick={() => setAsking(true)}
        disabled={!hydrated}
      >
        {t('deleteTopic')}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <DeleteTopicDialog
            topic={topic}
            onDeleted={deleted}
            onCancel={() => (setAsking(false), setTimeout(() => deleteButton.current?.focus()))}
          />
        </Suspense>
      )}
    </div>
  );
}
