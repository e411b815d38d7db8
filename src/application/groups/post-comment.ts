import { inject, injectable } from 'inversify';
import { fail, ok, type Result } from '@/domain/shared/result';
import { RemoteSystemError } from '../remote-system-error';
import { commentHtml } from './comment-html';
import { refusalOf, type ActionRefusal } from './group-action-failure';
import { GroupGateway } from './group-gateway';

/**
 * Why a comment was not posted (docs/behaviour.md, 'Comments'). None is swallowed: each is shown and the typed
 * text is kept: nothing to post, refused with Drupal's reason (422), or refused as group actions are.
 */
export type CommentFailure =
  { readonly kind: 'empty' } | { readonly kind: 'refused'; readonly message: string } | ActionRefusal;

/** Posts a plain-text comment on a topic (`POST comment`), as escaped HTML paragraphs. */
@injectable()
export class PostComment {
  constructor(@inject(GroupGateway) private readonly groups: GroupGateway) {}

  async execute(topicNid: number, text: string): Promise<Result<void, CommentFailure>> {
    const html = commentHtml(text);
    if (html === '') return fail({ kind: 'empty' });
    try {
      await this.groups.postComment(topicNid, html);
      return ok(undefined);
    } catch (error) {
      if (error instanceof RemoteSystemError && error.status === 422 && error.reason === 'status')
        return fail({ kind: 'refused', message: error.serverMessage ?? error.message });
      return fail(refusalOf(error));
    }
  }
}
