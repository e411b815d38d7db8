import { useState } from 'react';
import { isNewTopic } from '@/domain/groups/discussion-marks';
import type { TopicSummary } from '@/domain/groups/group';
import { useViewer } from '../shared/use-viewer';
import { useGroupMemberMessages } from './group-member-messages';
import styles from './group-topics.module.css';

/**
 * " · New" in a topic's row: a recent topic the member never opened (isNewTopic, issue 61). Its comments get
 * no count of their own (TopicNewCount says nothing before a first read). Opening the topic records the read,
 * which refreshes the list's reads: the mark goes.
 */
export function NewTopicMark({
  topic,
  lastRead,
}: {
  topic: TopicSummary;
  lastRead: string | null | undefined;
}) {
  const t = useGroupMemberMessages();
  const { userId } = useViewer();
  // The moment the list was drawn: thirty days are not a matter of seconds, and a mark that came and went
  // as the clock ran would only distract.
  const [now] = useState(Date.now);
  if (!isNewTopic(userId, topic, lastRead, now)) return null;
  return <strong className={styles.news}> · {t('newTopicMark')}</strong>;
}
