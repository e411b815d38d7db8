import type { PostTopicFailure } from '@/application/groups/post-topic';
import { actionFailureMessage } from './action-messages';

/** What the member reads when a topic was not posted; `cancelled` is their own doing and said apart. */
export function topicFailureMessage(failure: Exclude<PostTopicFailure, { kind: 'cancelled' }>): string {
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

/** Failures that sending the same topic again can cure; the others need a change first. */
export const isWorthRetrying = (failure: PostTopicFailure): boolean =>
  failure.kind === 'unreachable' || failure.kind === 'not-allowed';
