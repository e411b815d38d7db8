import { inject, injectable } from 'inversify';
import { fail, ok, type Result } from '@/domain/shared/result';
import { GroupGateway, type NewerComment } from './group-gateway';
import { OutboxSender } from './outbox-sender';
import { sendComment, type CommentFailure, type EditCommentFailure } from './send-comment';

export { sendComment, type CommentFailure, type EditCommentFailure } from './send-comment';

/** A comment that went: posted now, or waiting on the device to be sent by itself (OutboxSender). */
export type CommentSent = 'posted' | 'waiting';
/** An edit that went: saved now, or waiting on the device as a comment does. */
export type EditSent = 'saved' | 'waiting';

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
  ) {}

  execute(topicNid: number, text: string, replyTo?: number): Promise<Result<CommentSent, CommentFailure>> {
    const item = { topicNid, text, replyTo: replyTo ?? null, edit: null };
    return this.outbox.sendOrHold(item, async (writer) => {
      const sent = await sendComment(text, (html) =>
        this.groups.postComment(writer, topicNid, html, replyTo),
      );
      return sent.ok ? ok<CommentSent>('posted') : sent;
    });
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
  constructor(
    @inject(GroupGateway) private readonly groups: GroupGateway,
    @inject(OutboxSender) private readonly outbox: OutboxSender,
  ) {}

  /** `topicNid`: the topic the comment stands on, where an edit that waits is shown. */
  execute(
    cid: number,
    text: string,
    changed: string,
    topicNid: number,
  ): Promise<Result<EditSent, EditCommentFailure>> {
    const save = async (writer: number): Promise<Result<EditSent, EditCommentFailure>> => {
      let newer: NewerComment | null = null;
      const sent = await sendComment(text, async (html) => {
        const outcome = await this.groups.editComment(writer, cid, html, changed);
        if (!outcome.saved) newer = outcome.newer;
      });
      if (sent.ok && newer) return fail({ kind: 'conflict', newer });
      return sent.ok ? ok<EditSent>('saved') : sent;
    };
    return this.outbox.sendOrHold({ topicNid, text, replyTo: null, edit: { cid, changed } }, save);
  }
}
