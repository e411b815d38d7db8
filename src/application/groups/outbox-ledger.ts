import { inject, injectable } from 'inversify';
import { AppConfig } from '../config/app-config';
import { type KeyValueStorage, PersistentStorage } from '../storage/key-value-storage';
import { isRecord } from '../storage/stored-area';

/** What the tabs of this browser know of one outbox item's sends: when the last began, and whether one went. */
export interface LedgerEntry {
  readonly began: number;
  readonly sent: boolean;
}

/** An entry older than this is forgotten: a copy of the outbox that old was long since sent or given up. */
const KEPT_MS = 24 * 60 * 60_000;

const isEntry = (value: unknown): value is LedgerEntry =>
  isRecord(value) && typeof value.began === 'number' && typeof value.sent === 'boolean';

/**
 * What every tab of this browser has done with outbox items, by their ids: a tab the browser duplicated holds
 * a copy of the items in its own sessionStorage, and must learn that another tab began or finished sending
 * one. Kept in localStorage under ids that are random and carry no text, no account and no place, so
 * nothing about a member outlives a logout here.
 */
@injectable()
export class OutboxLedger {
  constructor(
    @inject(PersistentStorage) private readonly storage: KeyValueStorage,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'appName'>,
  ) {}

  private get key(): string {
    return `${this.config.appName}.outbox-ledger`;
  }

  of(id: string): LedgerEntry | null {
    return this.entries()[id] ?? null;
  }

  /** A send of item `id` begins at `at` (ms since the epoch): its answer may be lost from here on. */
  began(id: string, at: number): void {
    this.write(id, { began: at, sent: false }, at);
  }

  /** The content system holds item `id` now. */
  sent(id: string, at: number): void {
    this.write(id, { began: this.of(id)?.began ?? at, sent: true }, at);
  }

  /** Calls `listener` when another tab writes the ledger. */
  watch(listener: () => void): void {
    this.storage.watch(this.key, listener);
  }

  private write(id: string, entry: LedgerEntry, now: number): void {
    const kept = Object.entries(this.entries()).filter(([, known]) => known.began > now - KEPT_MS);
    this.storage.write(this.key, JSON.stringify(Object.fromEntries([...kept, [id, entry]])));
  }

  private entries(): Readonly<Record<string, LedgerEntry>> {
    try {
      const parsed: unknown = JSON.parse(this.storage.read(this.key) ?? '{}');
      if (!isRecord(parsed)) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter((pair): pair is [string, LedgerEntry] => isEntry(pair[1])),
      );
    } catch {
      return {};
    }
  }
}
