import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ReadGroups } from '@/application/groups/read-groups';
import type { Topic } from '@/domain/groups/group';
import { useService } from '../app/services';
import { useDateFormat } from '../shared/use-date-format';
import { MemberHtml } from '../shared/member-html';
import { PendingState } from '../shared/pending-state';
import { useAsync } from '../shared/use-async';
import { useDocumentTitle } from '../shared/use-document-title';
import { DrupalActions } from './drupal-actions';
import { NotFound } from './route-ids';
import { TopicAttachments } from './topic-attachments';
import { TopicDiscussion } from './topic-discussion';
import feature from './groups-feature.module.css';
import styles from './topic-view.module.css';

/** `/group_topics/single/:id`: a topic, read again after a comment (the previous one stays meanwhile). */
export function TopicView({ nid }: { nid: number }) {
  const read = useService(ReadGroups);
  const [version, setVersion] = useState(0);
  const topic = useAsync((signal) => read.topic(nid, { signal }), [read, nid, version]);
  useDocumentTitle(topic.data?.title);

  // After a comment the topic is read again while the previous one stays on screen.
  const { data } = topic;
  if (data === undefined)
    return (
      <PendingState
        state={topic}
        loadingLabel="Loading the topic"
        errorTitle="This topic could not be loaded"
      />
    );
  if (data === null) return <NotFound path={`group_topics/single/${nid}`} />;
  return <TopicDetails topic={data} onCommented={() => setVersion((n) => n + 1)} />;
}

function TopicDetails({ topic, onCommented }: { topic: Topic; onCommented(): void }) {
  const { formatDate } = useDateFormat();
  return (
    <article className={feature.page}>
      <header className={feature.head}>
        <p className={feature.kicker}>
          <Link to={`/group/${topic.groupId}`}>{topic.groupTitle || 'Working group'}</Link>
        </p>
        <div className={feature.titleRow}>
          <h1 className={feature.title}>{topic.title}</h1>
          <DrupalActions
            actions={[
              { label: 'Edit topic', path: `node/${topic.nid}/edit`, icon: 'edit' },
              { label: 'Delete topic', path: `node/${topic.nid}/delete`, icon: 'delete' },
            ]}
          />
        </div>
        <p className={feature.byline}>
          {topic.authorName} · <time dateTime={topic.created}>{formatDate(topic.created)}</time>
        </p>
      </header>
      <div className={styles.reading}>
        <MemberHtml className={styles.message} html={topic.messageHtml} />
        <TopicAttachments attachments={topic.attachments} />
        <TopicDiscussion topic={topic} onCommented={onCommented} />
      </div>
    </article>
  );
}
