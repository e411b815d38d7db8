import { inject, injectable } from 'inversify';
import { Subject } from 'rxjs';
import type { OutboxSend } from '@/domain/groups/outbox';
import { isLoggedIn } from '@/domain/session/session';
import { AppConfig } from '../config/app-config';
import { holderOf, SessionStore } from '../session/session-store';
import { type KeyValueStorage, SessionStorage } from '../storage/key-value-storage';
import { isRecord, StoredArea } from '../storage/stored-area';
import { outboxKey } from './discussion-draft-keys';
import type { EditCommentFailure } from './send-comment';

/**
 * A comment or reply that could not be sent (no network, the content system unreachable or failing) and waits
 * on the device to be sent by itself. A send whose answer was lost (`attemptedAt`) may have stored the
 * comment, so the next one looks for it first. `refused` holds why the content system said no to a send from
 * the outbox: the item then waits for the member alone (Cancel), since the same text would meet it again.
 */
export interface OutboxItem extends OutboxSend {
  readonly id: string;
  /** The topic it is written on: its page shows it waiting. */
  readonly topicNid: number;
  readonly text: string;
  /**
   * A new text for the member's own comment `cid`, made from its version `changed`; null for a new comment or
   * reply. Saving it twice does no harm, so it is never looked for first.
   */
  readonly edit: { readonly cid: number; readonly changed: string } | null;
  /** Sends begun from the outbox. */
  readonly attempts: number;
  readonly refused: EditCommentFailure | null;
}

/** What a new item is made of. */
export type NewOutboxItem = Pick<OutboxItem, 'topicNid' | 'text' | 'replyTo' | 'edit' | 'attemptedAt'>;

const STORED_VERSION = 1;

const isItem = (value: unknown): value is OutboxItem =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.topicNid === 'number' &&
  (value.replyTo === null || typeof value.replyTo === 'number') &&
  typeof value.text === 'string' &&
  (value.edit === null ||
    (isRecord(value.edit) && typeof value.edit.cid === 'number' && typeof value.edit.changed === 'string')) &&
  typeof value.attempts === 'number' &&
  (value.attemptedAt === null || typeof value.attemptedAt === 'number') &&
  (value.refused === null || (isRecord(value.refused) && typeof value.refused.kind === 'string'));

const isItems = (value: unknown): value is OutboxItem[] => Array.isArray(value) && value.every(isItem);

/**
 * The comments and replies of one member that wait on this device to be sent (OutboxItem), in the order they
 * were written. Kept in the tab's sessionStorage under the member's draft prefix (discussion-draft-keys.ts):
 * a reload keeps them, a logout or another account's takeover drops them with the drafts
 * (DiscussionDraftsAtLogout), an expiry keeps them for the same member's next login. sessionStorage is the
 * tab's own, but a tab the browser duplicated starts with a copy: OutboxSender sends in turns. Only the tab's holder's items are ever read: another
 * account that logs in here finds none.
 */
@injectable()
export class CommentOutbox {
  private readonly changes = new Subject<void>();
  /** Told after every change: a UI follows the list, the sender its new items. */
  readonly changed$ = this.changes.asObservable();
  private made = 0;
  /** The holder's items as last read: the same array until they change, as a UI following them needs. */
  private read: { readonly owner: number; readonly items: readonly OutboxItem[] } | null = null;

  constructor(
    @inject(SessionStorage) private readonly storage: KeyValueStorage,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'appName'>,
    @inject(SessionStore) private readonly sessions: SessionStore,
  ) {
    sessions.state$.subscribe(() => {
      this.read = null;
      this.changes.next();
    });
  }

  /** The member whose items these are: the logged-in one, or the one whose session expired here (0: none). */
  owner(): number {
    return holderOf(this.sessions.snapshot());
  }

  /** The holder's waiting items, oldest first. */
  items(): readonly OutboxItem[] {
    const owner = this.owner();
    if (this.read?.owner !== owner) this.read = { owner, items: this.area()?.load() ?? [] };
    return this.read.items;
  }

  /** Puts a text at the end of the queue; not kept when no one holds the tab (a visitor cannot write). */
  add(item: NewOutboxItem): void {
    // Random beside the time: another tab's items share the browser's OutboxLedger, and its count begins at 0 too.
    const id = `${Date.now().toString(36)}-${(this.made++).toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    this.write([...this.items(), { ...item, id, attempts: 0, refused: null }]);
  }

  /** Changes one item, if it still waits (it may have been cancelled meanwhile). */
  update(id: string, change: Partial<Omit<OutboxItem, 'id'>>): void {
    this.write(this.items().map((item) => (item.id === id ? { ...item, ...change } : item)));
  }

  /** Takes an item out: sent, or cancelled by the member. */
  remove(id: string): void {
    this.write(this.items().filter((item) => item.id !== id));
  }

  private write(items: readonly OutboxItem[]): void {
    const area = this.area();
    if (!area) return;
    if (items.length === 0) area.clear();
    else area.save([...items]);
    this.read = null;
    this.changes.next();
  }

  private area(): StoredArea<OutboxItem[]> | null {
    const owner = this.owner();
    if (!isLoggedIn({ userId: owner })) return null;
    return new StoredArea(this.storage, outboxKey(this.config.appName, owner), STORED_VERSION, isItems, []);
  }
}
