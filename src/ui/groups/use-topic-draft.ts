import { useCallback, useState } from 'react';
import { type TopicFormDraft, TopicDraftStore } from '@/application/groups/topic-draft-store';
import { useGroupService } from './use-group-service';

/**
 * The form's starting values: an unsent draft of this tab (after a reload or a new login) wins over the
 * initial values the form was given, since it holds what the member typed last.
 */
export function useTopicDraft(groupId: number, initial: TopicFormDraft) {
  const store = useGroupService(TopicDraftStore);
  const [restored] = useState(() => store.load(groupId));
  const save = useCallback((draft: TopicFormDraft) => store.save(groupId, draft), [store, groupId]);
  return { start: restored ?? initial, restored: restored !== null, save };
}
