import { inject, injectable } from 'inversify';
import { hasVisibleText } from '@/domain/groups/visible-text';
import { fail, ok, type Result } from '@/domain/shared/result';
import { GroupGateway, type NewerComment } from './group-gateway';
import { OutboxClock, OutboxSender, waitsToBeSent } from './outbox-sender';
import { sendComment, type CommentFailure } from './send-comment';

export { sendComment, type CommentFailure } from './send-comment';

/** An edit's failures, and one more: someone saved a newer text meanwhile, which is answered, not overwritten. */
export type EditCommentFailure = CommentFailure | { readonly kind: 'conflict'; readonly newer: NewerComment };

/** A comment that went: posted now, or waiting on the device to be sent by itself (OutboxSender). */
export type CommentSent = 'posted' | 'waiting';

/**
 * Posts a plain-text comment on a topic (`POST comment`); with `replyTo`, a reply to that comment. One that
 * cannot go now (offline, the content system unreachable or failing) waits in the outbox, and so does one
 * written while others wait there: none overtakes what was written before it.
 */
@injectable()
export class PostComment {
  constructor(
    @inject(GroupGateway) private readonly groups: GroupGateway,
    @inject(OutboxSender) private readonly outbox: OutboxSender,
    @inject(OutboxClock) private readonly clock: OutboxClock,
  ) {}

  async execute(
    topicNid: number,
    text: string,
    replyTo?: number,
  ): Promise<Result<CommentSent, CommentFailure>> {
    if (hasVisibleText(text) && this.outbox.hasWaiting()) {
      this.outbox.hold(topicNid, text, replyTo ?? null, null);
      void this.outbox.sendNow();
      return ok('waiting');
    }
    const began = this.clock.now();
    const sent = await sendComment(text, (html) => this.groups.postComment(topicNid, html, replyTo));
    if (sent.ok) return ok('posted');
    if (!waitsToBeSent(sent.error) || !this.outbox.mayHold()) return sent;
    this.outbox.hold(topicNid, text, replyTo ?? null, began);
    return ok('waiting');
  }
}

/**
 * Saves a member's new text for their own comment (`PATCH comment/{cid}`), as posting sends it: blank text is
 * not sent, and a failure is told as posting's is, so the editor keeps what was typed. The edit is made from
 * the version `changed` (the comment's as read when the editor opened, or the newer one the member chose to
 * save over): a newer save by anyone comes back as a `conflict` with its text. Here beside posting, so the
 * two travel in one part of the members' code.
 */
@injectable()
export class EditComment {
  constructor(@inject(GroupGateway) private readonly groups: GroupGateway) {}

  async execute(cid: number, text: string, changed: string): Promise<Result<void, EditCommentFailure>> {
    let newer: NewerComment | null = null;
    const sent = await sendComment(text, async (html) => {
      const outcome = await this.groups.editComment(cid, html, changed);
      if (!outcome.saved) newer = outcome.newer;
    });
    if (sent.ok && newer) return fail({ kind: 'conflict', newer });
    return sent;
  }
}
