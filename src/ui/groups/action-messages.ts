import type { CommentFailure } from '@/application/groups/post-comment';
import type { GroupActionFailure } from '@/application/groups/group-action-failure';

/**
 * What a member reads when joining, leaving or commenting did not work, and what they can do. Only a call
 * that got no answer at all points at their connection; a server error or an unreadable answer is the
 * content system's doing, and checking the connection would send them looking in the wrong place.
 */
export function actionFailureMessage(failure: GroupActionFailure | CommentFailure): string {
  switch (failure.kind) {
    case 'invalid-group':
      return 'This address does not name a working group.';
    case 'not-allowed':
      return 'The content system did not allow this. Your session may have ended: log in again, then try once more.';
    case 'not-found':
      return 'This no longer exists in the content system. Reload the page to see what is there now.';
    case 'unreachable':
      return `The content system could not be reached (${failure.message}). Check your connection and try again.`;
    case 'server-error':
      return failure.status >= 500
        ? `The content system had a problem (${failure.message}). Please try again later.`
        : `The content system could not do this (${failure.message}). Please try again later.`;
    case 'unreadable':
      return `The content system’s answer could not be read (${failure.message}). Reload the page to see whether it was done.`;
    case 'empty':
      return 'Write a comment first.';
    case 'refused':
      return `The content system refused this: ${failure.message}`;
  }
}

/**
 * A 5xx after the comment had gone: the content system may have stored it before failing, so a blind Try
 * again could post it twice. The member looks at the reloaded comments instead and posts again if need be.
 */
export const commentMayBePosted = (failure: CommentFailure): boolean =>
  failure.kind === 'server-error' && failure.status >= 500;

/** The comment form's alert: whether the comment went, then why. */
export function commentFailureText(failure: CommentFailure): string {
  if (!commentMayBePosted(failure)) return `Your comment was not posted. ${actionFailureMessage(failure)}`;
  const { message } = failure as Extract<CommentFailure, { kind: 'server-error' }>;
  return `Your comment may have been posted: the content system had a problem (${message}). The comments were reloaded; look for yours before posting it again.`;
}
