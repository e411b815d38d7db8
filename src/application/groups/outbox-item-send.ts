import { isStoredSend } from '@/domain/groups/outbox';
import { commentHtml } from './comment-html';
import type { CommentOutbox, OutboxItem } from './comment-outbox';
import { refusalOf } from './group-action-failure';
import type { GroupGateway } from './group-gateway';
import { NotTheWriter } from './not-the-writer';
import type { OutboxLedger } from './outbox-ledger';
import { sendComment, type EditCommentFailure } from './send-comment';
import { waitsToBeSent } from './waits-to-be-sent';

/**
 * How one send ended: sent; nothing answered (`away`); refused, maybe for an ended session (`session`); not
 * made because the browser's session is another account's now, or the item was withdrawn or its writer is no
 * longer the tab's (`stopped`); or refused for good.
 */
export type OutboxOutcome =
  'sent' | 'away' | 'session' | 'stopped' | { readonly refused: EditCommentFailure };

/** What one send needs from the sender: the ports, its clock, and whether a send may still go on. */
export interface ItemSendContext {
  readonly outbox: Pick<CommentOutbox, 'update'>;
  readonly groups: Pick<GroupGateway, 'getTopic' | 'postComment' | 'editComment'>;
  readonly ledger: Pick<OutboxLedger, 'began'>;
  now(): number;
  /**
   * Whether a send may go on after an await: the tab still holds the writer (no logout, no other account
   * took over) and the item still waits (Cancel means not sent).
   */
  mayGoOn(item: OutboxItem, writer: number): boolean;
}

/**
 * One send of an outbox item, as its writer `uid`: an edit saved again, or a comment posted, after looking
 * among the topic's comments for one whose last send lost its answer, so that it is never posted twice.
 */
export async function sendItem(
  context: ItemSendContext,
  item: OutboxItem,
  uid: number,
): Promise<OutboxOutcome> {
  const html = commentHtml(item.text);
  if (item.edit) return saveEdit(context, item, item.edit, html, uid);
  if (item.attemptedAt !== null) {
    const stored = await lookFor(context, item, uid, html);
    if (stored !== 'absent') return stored;
    // The look-up may have taken long (a slow content system): a takeover or a Cancel meanwhile stops it.
    if (!context.mayGoOn(item, uid)) return 'stopped';
  }
  return asWriter(context, item, () =>
    context.groups.postComment(uid, item.topicNid, html, item.replyTo ?? undefined),
  );
}

/**
 * One send of the item, made with its writer's session only (the gateway's `writer`): when the browser's
 * session is another account's now, nothing goes and the item waits (`stopped`).
 */
async function asWriter(
  context: ItemSendContext,
  item: OutboxItem,
  call: () => Promise<void>,
): Promise<OutboxOutcome> {
  begin(context, item);
  let otherSession = false;
  const sent = await sendComment(item.text, async () => {
    try {
      await call();
    } catch (error) {
      otherSession = error instanceof NotTheWriter;
      throw error;
    }
  });
  if (otherSession) return 'stopped';
  return sent.ok ? 'sent' : outcomeOf(sent.error);
}

/**
 * An edit goes again as it is: a lost save that was stored comes back as a newer version with this very
 * text, which is this save's, not someone else's.
 */
async function saveEdit(
  context: ItemSendContext,
  item: OutboxItem,
  edit: NonNullable<OutboxItem['edit']>,
  html: string,
  uid: number,
): Promise<OutboxOutcome> {
  let conflict: OutboxOutcome | null = null;
  const outcome = await asWriter(context, item, async () => {
    const saved = await context.groups.editComment(uid, edit.cid, html, edit.changed);
    if (!saved.saved && saved.newer.html !== html)
      conflict = { refused: { kind: 'conflict', newer: saved.newer } };
  });
  return outcome === 'sent' ? (conflict ?? 'sent') : outcome;
}

/** Whether a lost send stored the comment after all: read the topic's comments and look for it. */
async function lookFor(
  context: ItemSendContext,
  item: OutboxItem,
  uid: number,
  html: string,
): Promise<OutboxOutcome | 'absent'> {
  try {
    const topic = await context.groups.getTopic(item.topicNid);
    if (!topic) return { refused: { kind: 'topic-removed' } };
    return topic.comments.some((comment) => isStoredSend(comment, item, uid, html)) ? 'sent' : 'absent';
  } catch (error) {
    return outcomeOf(refusalOf(error));
  }
}

/** A send of the item begins now: a lost answer from here on may mean it was stored. */
function begin(context: ItemSendContext, item: OutboxItem): void {
  const at = context.now();
  context.ledger.began(item.id, at);
  context.outbox.update(item.id, { attempts: item.attempts + 1, attemptedAt: at });
}

/** A failure as the sender acts on it: wait and try again, check the session, or the member is told. */
function outcomeOf(failure: EditCommentFailure): OutboxOutcome {
  if (waitsToBeSent(failure)) return 'away';
  if (failure.kind === 'not-allowed') return 'session';
  return { refused: failure };
}
