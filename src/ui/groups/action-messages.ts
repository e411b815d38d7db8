import type { CommentFailure } from '@/application/groups/post-comment';
import type { GroupActionFailure } from '@/application/groups/group-action';

/** What a member reads when joining, leaving or commenting did not work, and what they can do. */
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
    case 'empty':
      return 'Write a comment first.';
    case 'refused':
      return `The content system refused this: ${failure.message}`;
  }
}
