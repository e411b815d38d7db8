import type { PostTopicFailure } from '@/application/groups/post-topic';
import { actionFailureMessage } from './action-messages';

/** A post that failed, but not by the member's own Cancel: that one is said apart. */
export type TopicFailure = Exclude<PostTopicFailure, { kind: 'cancelled' }>;
type MaybePosted = Extract<PostTopicFailure, { kind: 'maybe-posted' }>;

/** What the member reads when a topic was not posted, or may have been. */
export function topicOutcomeMessage(failure: TopicFailure): string {
  if (failure.kind === 'maybe-posted') return maybePostedMessage(failure);
  return `Your topic was not posted. ${topicFailureMessage(failure)}`;
}

/** Why a topic was not posted. */
function topicFailureMessage(failure: Exclude<TopicFailure, MaybePosted>): string {
  switch (failure.kind) {
    case 'missing-title':
      return 'Enter a title.';
    case 'title-too-long':
      return `The title has ${failure.length} characters; the content system keeps at most ${failure.max}. Shorten it and send again.`;
    case 'invalid-file':
      return `${failure.fileName}: ${failure.message}`;
    case 'rejected':
      return `The content system refused this: ${failure.message}`;
    default:
      return actionFailureMessage(failure);
  }
}

const WHY_UNSURE: Record<MaybePosted['cause'], string> = {
  unreadable: 'the content system answered, but its answer could not be read',
  'server-error': 'the content system had a problem after it received it',
  'no-answer': 'it reached the content system, but no answer came back',
  cancelled: 'sending was stopped after it had reached the content system',
};

/** A post that may have gone through: where to look before sending it again, and that nothing is lost. */
function maybePostedMessage({ cause, message }: MaybePosted): string {
  const why = cause === 'cancelled' ? WHY_UNSURE[cause] : `${WHY_UNSURE[cause]} (${message})`;
  return `Your topic may have been posted: ${why}. The group’s topics have been reloaded: look for it there before you send it again. Your title, message and files are still here.`;
}

/**
 * Failures that sending the same topic again can cure; the others need a change first, or (a topic that
 * may have been posted) a look at the group's topics, so that it is not posted twice.
 */
export const isWorthRetrying = (failure: PostTopicFailure): boolean =>
  failure.kind === 'unreachable' || failure.kind === 'not-allowed' || failure.kind === 'server-error';
