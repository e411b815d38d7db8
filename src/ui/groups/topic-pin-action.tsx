import { useRef, useState } from 'react';
import type { ActionRefusal } from '@/application/groups/group-action-failure';
import { ModerateDiscussion } from '@/application/groups/moderate-discussion';
import { mayModerateDiscussion } from '@/domain/groups/discussion-rights';
import type { Topic } from '@/domain/groups/group';
import { useHydrated } from '../shared/use-hydrated';
import { actionFailureMessage } from './action-failure-message';
import { useCommentPosted } from './group-changes';
import { useGroupMemberMessages } from './group-member-messages';
import { useDiscussionReader } from './use-discussion-reader';
import { useGroupService } from './use-group-service';
import feature from './groups-feature.module.css';
import styles from './topic-view.module.css';

type Outcome = { readonly done: boolean } | { readonly refused: ActionRefusal; readonly pinning: boolean };

/**
 * A moderator's "Pin topic" / "Unpin topic" (issue 63): the topic is pinned in place, its page and its group's
 * list read again (a pinned topic comes first there, marked "Pinned"). The button stays where it was, its words
 * turned, so the focus stays on it; what became of it is said beside it, a refusal with its reason (the button
 * tries again).
 */
export function TopicPinAction({ topic }: PinProps) {
  const reader = useDiscussionReader(topic.groupId);
  return mayModerateDiscussion(reader) ? <PinButton topic={topic} /> : null;
}

interface PinProps {
  topic: Pick<Topic, 'nid' | 'groupId' | 'sticky'>;
}

/** Apart, so that only a moderator's page asks for the use case (and may wait for the members' code). */
function PinButton({ topic }: PinProps) {
  const t = useGroupMemberMessages();
  const hydrated = useHydrated();
  const moderate = useGroupService(ModerateDiscussion);
  const changed = useCommentPosted(topic);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A second press while the first is under way asks nothing more.
  const pending = useRef(false);
  const pinning = !topic.sticky;
  const toggle = async () => {
    if (pending.current) return;
    pending.current = true;
    setOutcome(null);
    const result = await moderate.pinTopic(topic.nid, pinning);
    pending.current = false;
    if (!result.ok) return setOutcome({ refused: result.error, pinning });
    setOutcome({ done: pinning });
    changed();
  };
  return (
    <div className={styles.ownActions}>
      <button type="button" className={feature.secondary} onClick={() => void toggle()} disabled={!hydrated}>
        {t(pinning ? 'pinTopic' : 'unpinTopic')}
      </button>
      <p role="status" className={feature.notice}>
        {outcome && 'done' in outcome && t(outcome.done ? 'topicPinned' : 'topicUnpinned')}
      </p>
      {outcome && 'refused' in outcome && (
        <p role="alert" className={feature.failure}>
          {t(outcome.pinning ? 'topicNotPinned' : 'topicNotUnpinned', {
            reason: actionFailureMessage(outcome.refused, t),
          })}
        </p>
      )}
    </div>
  );
}
