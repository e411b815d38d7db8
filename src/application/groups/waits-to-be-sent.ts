import type { EditCommentFailure } from './send-comment';

/**
 * A failure that may pass by itself, so the text waits in the outbox (OutboxSender): nothing answered
 * (offline, unreachable, no answer in time) or the content system failed (5xx). A refusal (403, 404, 422) is
 * the member's to read. A file of its own, free of the container's decorators, so that the fault table
 * (tests/faults/), which the browser tests load too, reads the same rule.
 */
export const waitsToBeSent = (failure: EditCommentFailure): boolean =>
  failure.kind === 'unreachable' || (failure.kind === 'server-error' && failure.status >= 500);
