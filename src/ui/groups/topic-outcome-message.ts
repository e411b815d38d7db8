import type { EditTopicFailure, PostTopicFailure } from '@/application/groups/post-topic';
import { isolatedFileName } from '@/domain/files/shown-file-name';
import { actionFailureMessage } from './action-failure-message';
import { refusalText } from './refusal-words';
import { attachmentProblemText } from './attachment-problem-text';
import type { GroupMemberKey, GroupMemberTranslate } from './group-member-words';

/** A post that failed, but not by the member's own Cancel: that one is said apart. */
export type TopicFailure = Exclude<PostTopicFailure, { kind: 'cancelled' }>;
type MaybePosted = Extract<PostTopicFailure, { kind: 'maybe-posted' }>;

/** What the member reads when a topic was not posted, or may have been. */
export function topicOutcomeMessage(failure: TopicFailure, t: GroupMemberTranslate): string {
  if (failure.kind === 'maybe-posted') return maybePostedMessage(failure, t);
  return t('topicNotPosted', { reason: topicFailureMessage(failure, t) });
}

/** Why a topic was not posted, or an edited one not saved. */
export function topicFailureMessage(
  failure: Exclude<TopicFailure, MaybePosted> | Exclude<EditTopicFailure, { kind: 'conflict' }>,
  t: GroupMemberTranslate,
): string {
  switch (failure.kind) {
    case 'missing-title':
      return t('enterTitle');
    case 'title-too-long':
      return t('titleTooLong', { length: failure.length, max: failure.max });
    case 'invalid-file':
      return t('fileProblem', {
        fileName: isolatedFileName(failure.fileName),
        problem: attachmentProblemText(failure.message, t),
      });
    case 'rejected':
      return refusalText(failure.reason, t);
    case 'topic-removed':
      return refusalText('topic-removed', t);
    default:
      return actionFailureMessage(failure, t);
  }
}

const WHY_UNSURE: Record<MaybePosted['cause'], GroupMemberKey> = {
  unreadable: 'unsureUnreadable',
  'server-error': 'unsureServerError',
  'no-answer': 'unsureNoAnswer',
  cancelled: 'unsureCancelled',
};

/** A post that may have gone through: where to look before sending it again, and that nothing is lost. */
function maybePostedMessage({ cause, message }: MaybePosted, t: GroupMemberTranslate): string {
  return t('topicMaybePosted', { why: t(WHY_UNSURE[cause], { detail: message }) });
}

/**
 * Failures that sending the same topic again can cure; the others need a change first, or (a topic that
 * may have been posted) a look at the group's topics, so that it is not posted twice.
 */
export const isWorthRetrying = (failure: PostTopicFailure | EditTopicFailure): boolean =>
  failure.kind === 'unreachable' || failure.kind === 'not-allowed' || failure.kind === 'server-error';
