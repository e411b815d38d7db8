import { hasVisibleText } from '@/domain/groups/visible-text';
import { fail, ok, type Result } from '@/domain/shared/result';
import { RemoteSystemError } from '../remote-system-error';
import { commentHtml } from './comment-html';
import { refusalReasonOf, type RefusalReason } from './content-refusal';
import { refusalOf, type ActionRefusal } from './group-action-failure';
import type { NewerComment } from './group-gateway';

/**
 * Why a comment was not posted, or not saved after an edit (docs/behaviour.md, 'Comments'). None is
 * swallowed: each is shown and the typed text is kept: nothing to send, the topic removed meanwhile (nothing
 * to post to: no retry can succeed), refused by Drupal for a reason said in words (422; its message is kept
 * for the record, never shown), or refused as group actions are.
 */
export type CommentFailure =
  | { readonly kind: 'empty' }
  | { readonly kind: 'topic-removed' }
  | { readonly kind: 'refused'; readonly reason: RefusalReason; readonly message: string }
  | ActionRefusal;

/** An edit's failures, and one more: someone saved a newer text meanwhile, which is answered, not overwritten. */
export type EditCommentFailure = CommentFailure | { readonly kind: 'conflict'; readonly newer: NewerComment };

/**
 * Sends a plain-text comment as escaped HTML paragraphs through `send` (a new comment, a reply or an edit):
 * nothing for a text a reader would not see (visible-text.ts), and every failure as a CommentFailure.
 */
export async function sendComment(
  text: string,
  send: (html: string) => Promise<void>,
): Promise<Result<void, CommentFailure>> {
  if (!hasVisibleText(text)) return fail({ kind: 'empty' });
  const html = commentHtml(text);
  try {
    await send(html);
    return ok(undefined);
  } catch (error) {
    if (error instanceof RemoteSystemError && error.status === 422 && error.reason === 'status')
      return fail(refusedComment(error.serverMessage ?? error.message));
    return fail(refusalOf(error));
  }
}

function refusedComment(message: string): CommentFailure {
  const reason = refusalReasonOf(message);
  return reason === 'topic-removed' ? { kind: 'topic-removed' } : { kind: 'refused', reason, message };
}
