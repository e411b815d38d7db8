import type { PostTopicFailure } from '@/application/groups/post-topic';
import { useGroupMemberMessages } from './group-member-messages';
import { isWorthRetrying, topicOutcomeMessage } from './topic-outcome-message';
import styles from './topic-send-failure.module.css';

interface TopicSendFailureProps {
  failure: PostTopicFailure | null;
  onRetry(): void;
}

/**
 * Why the last send did not end in a posted topic. A topic that may have been posted gets no Try again:
 * a blind retry could post it twice; Create Topic stays there for a deliberate second send.
 */
export function TopicSendFailure({ failure, onRetry }: TopicSendFailureProps) {
  const t = useGroupMemberMessages();
  if (!failure) return null;
  if (failure.kind === 'cancelled')
    return (
      <p role="status" className={styles.hint}>
        {t('sendingCancelled')}
      </p>
    );
  return (
    <div role="alert" className={styles.failure}>
      <p>{topicOutcomeMessage(failure, t)}</p>
      {isWorthRetrying(failure) && (
        <button type="button" className={styles.secondary} onClick={onRetry}>
          {t('tryAgain')}
        </button>
      )}
    </div>
  );
}
