import { lazy, Suspense, useRef, useState } from 'react';
import type { Topic } from '@/domain/groups/group';
import { ShownMoment } from '../shared/shown-moment';
import { QueryBoundary } from '../shared/data/query-boundary';
import { MemberHtml } from '../shared/member-html';
import { useDocumentTitle } from '../shared/use-document-title';
import { useMembersOnlyAccess } from '../shared/use-members-only-access';
import type { MembersOnlyAccess } from '@/domain/session/members-only';
import { DiscussionsClosed } from './discussions-closed';
import { GroupsPageHead } from './groups-page-head';
import { DiscussionDrafts } from './discussion-drafts';
import { EditedMark } from './edited-mark';
import { DrupalActions } from './drupal-actions';
import { useCommentPosted } from './group-changes';
import { useTopic } from './group-queries';
import { useTopicVisit } from './reading-queries';
import { useGroupMemberMessages } from './group-member-messages';
import { PinnedMark } from './pinned-mark';
import { MissingTopic, useTopicSeen } from './removed-topic';
import { TopicAttachments } from './topic-attachments';
import { TopicDiscussion } from './topic-discussion';
import { TopicOwnActions, useTopicEditing } from './topic-own-actions';
import { TopicPinAction } from './topic-pin-action';
import feature from './groups-feature.module.css';
import styles from './topic-view.module.css';

/**
 * `/group_topics/single/:id`: a topic, read again after a comment (the previous one stays meanwhile), for
 * members of the association; anyone else learns how to read it, and nothing is asked of Drupal.
 */
export function TopicView({ nid }: { nid: number }) {
  const t = useGroupMemberMessages();
  const access = useMembersOnlyAccess();
  if (access !== 'open') return <ClosedTopic access={access} />;
  return (
    <QueryBoundary loadingLabel={t('loadingTopic')} errorTitle={t('topicFailed')}>
      <TopicScreen nid={nid} />
    </QueryBoundary>
  );
}

/** A topic's address for someone who may not read it; a comment's link too (comment-link-page.tsx). */
export function ClosedTopic({ access }: { access: Exclude<MembersOnlyAccess, 'open'> }) {
  const t = useGroupMemberMessages();
  useDocumentTitle(t('discussionTitle'));
  return (
    <article className={feature.page}>
      <GroupsPageHead up={{ to: '/group', label: t('workingGroups') }} title={t('discussionTitle')} />
      <DiscussionsClosed access={access} />
    </article>
  );
}

function TopicScreen({ nid }: { nid: number }) {
  const topic = useTopic(nid);
  useDocumentTitle(topic?.title);
  if (topic === null) return <MissingTopic nid={nid} />;
  return (
    <DiscussionDrafts>
      <TopicDetails topic={topic} />
    </DiscussionDrafts>
  );
}

// The member's editor for their own topic (with the rich-text editor) loads when they open it.
const TopicEditForm = lazy(() =>
  import('./topic-edit-form').then((module) => ({ default: module.TopicEditForm })),
);

function TopicDetails({ topic }: { topic: Topic }) {
  const t = useGroupMemberMessages();
  // Waited for with the topic, so the page is drawn with its "new" marks from the start.
  const visit = useTopicVisit(topic.nid, topic.groupId);
  useTopicSeen(topic);
  const editing = useTopicEditing(topic);
  const [saved, setSaved] = useState(false);
  const onChanged = useCommentPosted(topic);
  const editButton = useRef<HTMLButtonElement>(null);
  const closeEditor = () => setTimeout(() => editButton.current?.focus());
  return (
    <article className={feature.page}>
      <GroupsPageHead
        up={{ to: `/group/${topic.groupId}`, label: topic.groupTitle || t('workingGroup') }}
        title={topic.title}
        actions={
          <DrupalActions
            actions={[
              { label: t('editTopic'), path: `node/${topic.nid}/edit`, icon: 'edit' },
              { label: t('deleteTopic'), path: `node/${topic.nid}/delete`, icon: 'delete' },
            ]}
          />
        }
      >
        <PinnedMark topic={topic} />
        <span dir="auto">{topic.authorName}</span> · <ShownMoment iso={topic.created} />
        <EditedMark item={topic} />
      </GroupsPageHead>
      <TopicOwnActions topic={topic} editing={editing} editButton={editButton} />
      <TopicPinAction topic={topic} />
      <p role="status" className={feature.notice}>
        {saved && t('topicSaved')}
      </p>
      <div className={styles.reading}>
        {editing.open ? (
          // The message stays in view while the editor's code arrives.
          <Suspense fallback={<MemberHtml className={styles.message} html={topic.messageHtml} />}>
            <TopicEditForm
              topic={topic}
              onSaved={() => (setSaved(true), onChanged(), closeEditor())}
              onClosed={closeEditor}
            />
          </Suspense>
        ) : (
          <MemberHtml className={styles.message} html={topic.messageHtml} />
        )}
        <TopicAttachments attachments={topic.attachments} />
        <TopicDiscussion topic={topic} visit={visit} />
      </div>
    </article>
  );
}
