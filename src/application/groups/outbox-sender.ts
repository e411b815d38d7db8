import { inject, injectable } from 'inversify';
import { Subject } from 'rxjs';
import { retryDelayMs } from '@/domain/groups/outbox';
import { hasVisibleText } from '@/domain/groups/visible-text';
import { ok, type Result } from '@/domain/shared/result';
import { isLoggedIn } from '@/domain/session/session';
import { AppConfig } from '../config/app-config';
import { Connectivity } from '../proposals/connectivity';
import { SessionExpiry } from '../session/session-expiry';
import { SessionStore } from '../session/session-store';
import { token } from '../token';
import { CommentOutbox, type NewOutboxItem, type OutboxItem } from './comment-outbox';
import { GroupGateway } from './group-gateway';
import { sendItem, type ItemSendContext } from './outbox-item-send';
import { OutboxLedger } from './outbox-ledger';
import { SendingTurn } from './sending-turn';
import type { EditCommentFailure } from './send-comment';
import { waitsToBeSent } from './waits-to-be-sent';

/** The time the sender reads and waits on: the browser's in the app, one a test moves by hand. */
export interface OutboxClock {
  now(): number;
  /** Runs `run` once after `ms`; the returned function calls it off. */
  after(ms: number, run: () => void): () => void;
}
export const OutboxClock = token<OutboxClock>('OutboxClock');

/**
 * Sends the outbox's items by itself, one at a time and in order, under the account that wrote them only:
 * when the browser says it is online again, when that member is logged in again, and otherwise after a wait
 * that doubles at each failure in a row (retryDelayMs) — the next send is the probe. An item whose last send
 * lost its answer is looked for among the topic's comments first, so it is never posted twice. An ended
 * session stops the sending; the items wait for the same member's next login.
 *
 * One tab of an account sends at a time (SendingTurn), and each send is written in the browser's OutboxLedger
 * first: a tab the browser duplicated, holding a copy of the items, drops what another tab sent and looks
 * for what another tab began before sending it again.
 */
@injectable()
export class OutboxSender {
  private readonly sentItems = new Subject<OutboxItem>();
  /** Each item the content system now holds: the page reads its comments again. */
  readonly sent$ = this.sentItems.asObservable();
  private readonly postedAfterCancel = new Subject<OutboxItem>();
  /** An item cancelled while its request was already on its way, and posted: the member is told so. */
  readonly postedAfterCancel$ = this.postedAfterCancel.asObservable();
  private draining: Promise<void> | null = null;
  /** sendNow was called while a drain ran. */
  private wanted = false;
  private online = true;
  private failures = 0;
  private cancelWait: (() => void) | null = null;
  /** What each send needs: the ports, the clock, and `mayGoOn` to ask after each await. */
  private readonly itemSend: ItemSendContext;

  constructor(
    @inject(CommentOutbox) private readonly outbox: CommentOutbox,
    @inject(GroupGateway) private readonly groups: GroupGateway,
    @inject(OutboxClock) private readonly clock: OutboxClock,
    @inject(SessionStore) private readonly sessions: SessionStore,
    @inject(SessionExpiry) private readonly expiry: SessionExpiry,
    @inject(SendingTurn) private readonly turn: SendingTurn,
    @inject(OutboxLedger) private readonly ledger: OutboxLedger,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'appName'>,
    @inject(Connectivity) connectivity: Connectivity,
  ) {
    this.itemSend = {
      outbox,
      groups,
      ledger,
      now: () => clock.now(),
      mayGoOn: (item, writer) => this.mayGoOn(item, writer),
    };
    connectivity.online$.subscribe((online) => {
      this.online = online;
      if (online) void this.sendNow();
    });
    sessions.state$.subscribe(({ session }) => {
      if (isLoggedIn(session)) void this.sendNow();
    });
    // Another tab sent or began one: a copy here learns it under the turn.
    ledger.watch(() => void this.sendNow());
  }

  /**
   * Sends a member's text now through `send`, or keeps it waiting: when it cannot go (waitsToBeSent), and
   * when others wait already, so that none overtakes what was written before it. Anything else `send` ends
   * in is its caller's to say.
   */
  async sendOrHold<T, F extends EditCommentFailure>(
    item: Omit<NewOutboxItem, 'attemptedAt'>,
    /** Sends as `writer`, the member who wrote it: the tab's holder when the member pressed the button. */
    send: (writer: number) => Promise<Result<T, F>>,
  ): Promise<Result<T | 'waiting', F>> {
    if (hasVisibleText(item.text) && this.hasWaiting()) {
      this.hold({ ...item, attemptedAt: null });
      void this.sendNow();
      return ok('waiting');
    }
    const began = this.clock.now();
    const sent = await send(this.outbox.owner());
    if (sent.ok || !waitsToBeSent(sent.error) || !isLoggedIn({ userId: this.outbox.owner() })) return sent;
    this.hold({ ...item, attemptedAt: began });
    return ok('waiting');
  }

  /** Queues a text that could not go; it goes by itself later (after the first wait). */
  private hold(item: NewOutboxItem): void {
    this.outbox.add(item);
    if (!this.draining && !this.cancelWait) this.retryLater();
  }

  private hasWaiting(): boolean {
    return this.outbox.items().some((item) => item.refused === null);
  }

  /**
   * Sends what waits now, in this account's turn among the browser's tabs, unless a send is already under way
   * here (it goes on to the next item).
   */
  sendNow(): Promise<void> {
    this.cancelWait?.();
    this.cancelWait = null;
    const { session } = this.sessions.snapshot();
    if (this.draining) {
      // What called now (the network back, a new item) may come after the running drain looked: it looks again.
      this.wanted = true;
      return this.draining;
    }
    if (!isLoggedIn(session) || this.outbox.items().length === 0) return Promise.resolve();
    this.draining = this.turn
      .take(`${this.config.appName}.outbox.${session.userId}`, () => this.drainWhileWanted())
      .finally(() => (this.draining = null));
    return this.draining;
  }

  private async drainWhileWanted(): Promise<void> {
    do {
      this.wanted = false;
      await this.drain();
    } while (this.wanted && !this.cancelWait);
  }

  private async drain(): Promise<void> {
    for (;;) {
      const { session } = this.sessions.snapshot();
      if (!this.online || !isLoggedIn(session) || this.outbox.owner() !== session.userId) return;
      const next = this.outbox.items().find((waiting) => waiting.refused === null);
      if (!next) return void (this.failures = 0);
      const item = this.asLedgerKnows(next);
      if (!item) continue;
      const outcome = await sendItem(this.itemSend, item, session.userId);
      // The member logged out or another took over meanwhile: the item is gone with their drafts.
      if (this.outbox.owner() !== session.userId) return;
      if (outcome === 'away') return this.retryLater();
      if (outcome === 'session') return this.refusedOrEnded(item, session.userId);
      // Not sent: the browser's session may be another account's now; the portal asks, the item waits.
      if (outcome === 'stopped') return void (await this.expiry.verify());
      this.failures = 0;
      if (outcome === 'sent') this.wentOut(item);
      else this.outbox.update(item.id, { refused: outcome.refused });
    }
  }

  /**
   * The item as the browser's tabs know it: null when another tab sent it (it is taken out here too), its
   * last send's beginning when another tab began one since, so that it is looked for before it goes again.
   */
  private asLedgerKnows(item: OutboxItem): OutboxItem | null {
    const known = this.ledger.of(item.id);
    if (known?.sent) {
      this.wentOut(item);
      return null;
    }
    if (!known || (item.attemptedAt ?? 0) >= known.began) return item;
    this.outbox.update(item.id, { attemptedAt: known.began });
    return { ...item, attemptedAt: known.began };
  }

  private wentOut(item: OutboxItem): void {
    // Cancelled while its request was on its way: posted all the same, which the member is told.
    if (!this.waits(item)) this.postedAfterCancel.next(item);
    this.ledger.sent(item.id, this.clock.now());
    this.outbox.remove(item.id);
    this.sentItems.next(item);
  }

  /** The item is still in the outbox: not sent by another tab, not cancelled by the member. */
  private waits(item: OutboxItem): boolean {
    return this.outbox.items().some((waiting) => waiting.id === item.id);
  }

  /**
   * Whether a send may go on after an await: the tab still holds the writer (no logout, no other account
   * took over) and the item still waits (Cancel means not sent).
   */
  private mayGoOn(item: OutboxItem, writer: number): boolean {
    const { session } = this.sessions.snapshot();
    return (
      isLoggedIn(session) && session.userId === writer && this.outbox.owner() === writer && this.waits(item)
    );
  }

  /**
   * A 403: the session may have ended (the item then waits for the same member's login), or the member may
   * no longer write there (left the group: the item is refused, as a send in place would have been).
   */
  private async refusedOrEnded(item: OutboxItem, writer: number): Promise<void> {
    await this.expiry.verify();
    // Refused to the writer still logged in here; not to another account that took the session over.
    if (this.sessions.snapshot().session.userId === writer && this.outbox.owner() === writer)
      this.outbox.update(item.id, { refused: { kind: 'not-allowed' } });
  }

  private retryLater(): void {
    this.failures += 1;
    this.cancelWait?.();
    this.cancelWait = this.clock.after(retryDelayMs(this.failures), () => {
      this.cancelWait = null;
      void this.sendNow();
    });
  }
}
