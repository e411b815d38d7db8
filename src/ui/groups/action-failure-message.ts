import type { GroupActionFailure } from '@/application/groups/group-action-failure';
import type { GroupMemberTranslate } from './group-member-words';

/**
 * What a member reads when joining, leaving, posting or commenting was refused, and what they can do. Only a call
 * that got no answer at all points at their connection; a server error or an unreadable answer is the
 * content system's doing, and checking the connection would send them looking in the wrong place.
 */
export function actionFailureMessage(failure: GroupActionFailure, t: GroupMemberTranslate): string {
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
  }
}
