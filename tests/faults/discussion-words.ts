import type { ActionRefusal } from '@/application/groups/group-action-failure';
import type { EditTopicFailure } from '@/application/groups/post-topic';
import { actionFailureMessage } from '@/ui/groups/action-failure-message';
import { topicFailureMessage } from '@/ui/groups/topic-outcome-message';
import { GROUPS_ENGLISH } from '../support/groups-english';

/** The topic editor's alert (src/ui/groups/topic-edit-form.tsx), in English. */
export const topicNotSavedText = (failure: EditTopicFailure): string =>
  failure.kind === 'conflict'
    ? GROUPS_ENGLISH('topicConflict')
    : GROUPS_ENGLISH('topicNotSaved', { reason: topicFailureMessage(failure, GROUPS_ENGLISH) });

/** The "Delete topic" dialog's alert (src/ui/groups/delete-topic-dialog.tsx), in English. */
export const topicNotDeletedText = (failure: ActionRefusal): string =>
  GROUPS_ENGLISH('topicNotDeleted', { reason: actionFailureMessage(failure, GROUPS_ENGLISH) });

/** The "Remove comment" dialog's alert (src/ui/groups/confirm-removal.tsx), in English. */
export const commentNotRemovedText = (failure: ActionRefusal): string =>
  GROUPS_ENGLISH('commentNotRemoved', { reason: actionFailureMessage(failure, GROUPS_ENGLISH) });

/** "Pin topic"'s alert (src/ui/groups/topic-pin-action.tsx), in English. */
export const topicNotPinnedText = (failure: ActionRefusal): string =>
  GROUPS_ENGLISH('topicNotPinned', { reason: actionFailureMessage(failure, GROUPS_ENGLISH) });
