import type { CommentFailure } from '@/application/groups/post-comment';
import type { GroupActionFailure } from '@/application/groups/group-action-failure';
import type { GroupsTranslate } from './groups-messages';

/**
 * What a member reads when joining, leaving or commenting did not work, and what they can do. Only a call
 * that got no answer at all points at their connection; a server error or an unreadable answer is the
 * content system's doing, and checking the connection would send them looking in the wrong place.
 */
export function actionFailureMessage(
  failure: GroupActionFailure | CommentFailure,
  t: GroupsTranslate,
): string {
  switch (failure.kind) {
    case 'invalid-group':
      return t('failureInvalidGroup');
    case 'not-allowed':
      return t('failureNotAllowed');
    case 'not-found':
      return t('failureNotFound');
    case 'unreachable':
      return t('failureUnreachable', { detail: failure.message });
    case 'server-error':
      return t(failure.status >= 500 ? 'failureServerProblem' : 'failureServerRefused', {
        detail: failure.message,
      });
    case 'unreadable':
      return t('failureUnreadable', { detail: failure.message });
    case 'empty':
      return t('commentEmpty');
    case 'refused':
      return t('failureRefused', { detail: failure.message });
  }
}

/**
 * A 5xx after the comment had gone: the content system may have stored it before failing, so a blind Try
 * again could post it twice. The member looks at the reloaded comments instead and posts again if need be.
 */
export const commentMayBePosted = (failure: CommentFailure): boolean =>
  failure.kind === 'server-error' && failure.status >= 500;

/** The comment form's alert: whether the comment went, then why. */
export function commentFailureText(failure: CommentFailure, t: GroupsTranslate): string {
  if (!commentMayBePosted(failure))
    return t('commentNotPosted', { reason: actionFailureMessage(failure, t) });
  const { message } = failure as Extract<CommentFailure, { kind: 'server-error' }>;
  return t('commentMaybePosted', { detail: message });
}
