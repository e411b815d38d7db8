import { inject, injectable } from 'inversify';
import type { Result } from '@/domain/shared/result';
import { GroupGateway } from './group-gateway';
import { sendComment, type CommentFailure } from './post-comment';

/**
 * Saves a member's new text for their own comment (`PATCH comment/{cid}`), as posting sends it: blank text is
 * not sent, and a failure is told as posting's is, so the editor keeps what was typed.
 */
@injectable()
export class EditComment {
  constructor(@inject(GroupGateway) private readonly groups: GroupGateway) {}

  execute(cid: number, text: string): Promise<Result<void, CommentFailure>> {
    return sendComment(text, (html) => this.groups.editComment(cid, html));
  }
}
