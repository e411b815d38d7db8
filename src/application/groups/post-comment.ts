import { inject, injectable } from 'inversify';
import { hasVisibleText } from '@/domain/groups/visible-text';
import { fail, ok, type Result } from '@/domain/shared/result';
import { RemoteSystemError } from '../remote-system-error';
import { commentHtml } from './comment-html';
import { refusalOf, type ActionRefusal } from './group-action-failure';
import { GroupGateway } from './group-gateway';

/**
 * Why a comment was not posted, or not saved after an edit (docs/behaviour.md, 'Comments'). None is
 * swallowed: each is shown and the typed text is kept: nothing to send, refused with Drupal's reason (422), or
 * refused as group actions are.
 */
export type CommentFailure =
  { readonly kind: 'empty' } | { readonly kind: 'refused'; readonly message: string } | ActionRefusal;

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
      return fail({ kind: 'refused', message: error.serverMessage ?? error.message });
    return fail(refusalOf(error));
  }
}

/** Posts a plain-text comment on a topic (`POST comment`); with `replyTo`, a reply to that comment. */
@injectable()
export class PostComment {
  constructor(@inject(GroupGateway) private readonly groups: GroupGateway) {}

  execute(topicNid: number, text: string, replyTo?: number): Promise<Result<void, CommentFailure>> {
    return sendComment(text, (html) => this.groups.postComment(topicNid, html, replyTo));
  }
}

/**
 * Saves a member's new text for their own comment (`PATCH comment/{cid}`), as posting sends it: blank text is
 * not sent, and a failure is told as posting's is, so the editor keeps what was typed. Here beside posting, so
 * the two travel in one part of the members' code.
 */
@injectable()
export class EditComment {
  constructor(@inject(GroupGateway) private readonly groups: GroupGateway) {}

  execute(cid: number, text: string): Promise<Result<void, CommentFailure>> {
    return sendComment(text, (html) => this.groups.editComment(cid, html));
  }
}
