import { Link } from 'react-router-dom';
import type { Topic } from '@/domain/groups/group';
import { useDateFormat } from '../shared/use-date-format';
import { QueryBoundary } from '../shared/data/query-boundary';
import { MemberHtml } from '../shared/member-html';
import { useDocumentTitle } from '../shared/use-document-title';
import { DrupalActions } from './drupal-actions';
import { useTopic } from './group-queries';
import { useGroupsMessages } from './groups-messages';
import { NotFound } from './route-ids';
import { TopicAttachments } from './topic-attachments';
import { TopicDiscussion } from './topic-discussion';
import feature from './groups-feature.module.css';
import styles from './topic-view.module.css';

/** `/group_topics/single/:id`: a topic, read again after a comment (the previous one stays meanwhile). */
export function TopicView({ nid }: { nid: number }) {
  const t = useGroupsMessages();
  return (
    <QueryBoundary loadingLabel={t('loadingTopic')} errorTitle={t('topicFailed')}>
      <TopicScreen nid={nid} />
    </QueryBoundary>
  );
}

function TopicScreen({ nid }: { nid: number }) {
  const topic = useTopic(nid);
  useDocumentTitle(topic?.title);
  if (topic === null) return <NotFound path={`group_topics/single/${nid}`} />;
  return <TopicDetails topic={topic} />;
}

function TopicDetails({ topic }: { topic: Topic }) {
  const { formatDate } = useDateFormat();
  const t = useGroupsMessages();
  return (
    <article className={feature.page}>
      <header className={feature.head}>
        <p className={feature.kicker}>
          <Link to={`/group/${topic.groupId}`}>{topic.groupTitle || t('workingGroup')}</Link>
        </p>
        <div className={feature.titleRow}>
          <h1 className={feature.title}>{topic.title}</h1>
          <DrupalActions
            actions={[
              { label: t('editTopic'), path: `node/${topic.nid}/edit`, icon: 'edit' },
              { label: t('deleteTopic'), path: `node/${topic.nid}/delete`, icon: 'delete' },
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
        <TopicDiscussion topic={topic} />
      </div>
    </article>
  );
}
