import { mayHoldNews, newsOf } from '@/domain/groups/discussion-marks';
import type { TopicSummary } from '@/domain/groups/group';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useViewer } from '../shared/use-viewer';
import { useGroupMemberMessages } from './group-member-messages';
import { useTopic } from './group-queries';
import styles from './group-topics.module.css';

/**
 * " · N new" in a topic's row: the comments others wrote or changed since the member last read it, counted
 * from the topic's comments by newsOf, the rule its page marks by (issue 51). The list's own count is only
 * the hint that something changed (mayHoldNews): core's counts the member's own comments too. Read from the
 * topic's own query (the one its page reads, so opening it is at once), on the server too for a member's
 * first screen, as the marks are (issue 45: no flash of unmarked rows); only topics with that hint cost a
 * read. A failure says nothing, as the count is an aid and the topic's page says the rest.
 */
export function TopicNewCount({
  topic,
  lastRead,
}: {
  topic: TopicSummary;
  lastRead: string | null | undefined;
}) {
  if (lastRead === null || lastRead === undefined || !mayHoldNews(topic, lastRead)) return null;
  return (
    <QueryBoundary inline pending={null} failed={() => null} loadingLabel="" errorTitle="">
      <CountedNews nid={topic.nid} lastRead={lastRead} />
    </QueryBoundary>
  );
}

function CountedNews({ nid, lastRead }: { nid: number; lastRead: string }) {
  const t = useGroupMemberMessages();
  const { userId } = useViewer();
  const topic = useTopic(nid);
  const { count } = newsOf(userId, topic?.comments ?? [], lastRead);
  return count > 0 ? <strong className={styles.news}> · {t('newCount', { count })}</strong> : null;
}
