import { useCallback, useState } from 'react';
import { DiscussionDraftStore } from '@/application/groups/discussion-draft-store';
import { DRAFT_PLACES } from '@/application/groups/discussion-draft-keys';
import { useGroupService } from './use-group-service';

/** What of a New Topic form survives a reload: files cannot be stored, so they are not. */
export interface TopicFormDraft {
  readonly title: string;
  /** The editor's HTML. */
  readonly message: string;
}

/**
 * The form's starting values: an unsent draft of this tab (after a reload or a new login) wins over the
 * initial values the form was given, since it holds what the member typed last. An emptied form holds none.
 */
export function useTopicDraft(groupId: number, initial: TopicFormDraft) {
  const store = useGroupService(DiscussionDraftStore);
  const place = DRAFT_PLACES.newTopic(groupId);
  const [restored] = useState(() => store.load(place));
  // The account the form was opened under: what it still holds when it goes away is theirs alone.
  const [owner] = useState(() => store.owner());
  const save = useCallback(
    ({ title, message }: TopicFormDraft) =>
      title === '' && message === '' ? store.drop(place) : store.save(place, { title, message }),
    [store, place],
  );
  /** Keeps what the form holds as it goes away, unless another account is the user by then. */
  const keepLeftBehind = useCallback(
    (fields: TopicFormDraft) => void (store.owner() === owner && save(fields)),
    [store, owner, save],
  );
  const start = restored ? { title: restored.title ?? '', message: restored.message ?? '' } : initial;
  return { start, restored: restored !== null, save, keepLeftBehind };
}
