import type { CommentFailure } from '@/application/groups/post-comment';
import { actionFailureMessage } from './action-failure-message';
import type { GroupMemberTranslate } from './group-member-words';

/**
 * A 5xx after the comment had gone: the content system may have stored it before failing, so a blind Try
 * again could post it twice. The member looks at the reloaded comments instead and posts again if need be.
 */
export const commentMayBePosted = (failure: CommentFailure): boolean =>
  failure.kind === 'server-error' && failure.status >= 500;

/** The comment form's alert: whether the comment went, then why. */
export function commentFailureText(failure: CommentFailure, t: GroupMemberTranslate): string {
  if (!commentMayBePosted(failure)) return t('commentNotPosted', { reason: reasonOf(failure, t) });
  const { message } = failure as Extract<CommentFailure, { kind: 'server-error' }>;
  return t('commentMaybePosted', { detail: message });
}

/** Why the comment was not posted: nothing to post, Drupal's own reason, or a refusal as group actions get. */
function reasonOf(failure: CommentFailure, t: GroupMemberTranslate): string {
  if (failure.kind === 'empty') return t('commentEmpty');
  if (failure.kind === 'refused') return t('failureRefused', { detail: failure.message });
  return actionFailureMessage(failure, t);
}
