import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { isRecord, StoredArea } from '../storage/stored-area';

/** A kind's form as this device last had it. */
export interface LocalCopy {
  readonly formJson: string;
  /** ISO time of the edit this copy holds. */
  readonly savedAt: string;
  /** Edits the proposal system has not confirmed yet. */
  readonly pending: boolean;
}

type Copies = Partial<Record<ProposalKind, LocalCopy>>;

const isLocalCopy = (value: unknown): value is LocalCopy =>
  isRecord(value) &&
  typeof value.formJson === 'string' &&
  typeof value.savedAt === 'string' &&
  typeof value.pending === 'boolean';

const isCopies = (value: unknown): value is Copies =>
  isRecord(value) && Object.values(value).every(isLocalCopy);

/** Version 1: form_json, time and pending flag per kind. */
const STORED_VERSION = 1;

/**
 * The spec's form state: each kind's form as last edited on this device, per user and event, in the
 * persistent storage, so a reload, a closed tab or a dropped network loses nothing. Written before every
 * save to the proposal system; marked confirmed when the save answers.
 */
export class LocalProposalCopies {
  private readonly area: StoredArea<Copies>;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly prefix: string,
    userId: number,
    eventId: string,
  ) {
    this.area = new StoredArea(storage, `${prefix}${userId}.${eventId}`, STORED_VERSION, isCopies, {});
  }

  /** Where every user's copies live: `{app}.proposal-copies.` */
  static prefixFor(appName: string): string {
    return `${appName}.proposal-copies.`;
  }

  /** Every copy of one user, of every event. */
  static dropUser(storage: KeyValueStorage, prefix: string, userId: number): void {
    const own = `${prefix}${userId}.`;
    storage
      .keys()
      .filter((key) => key.startsWith(own))
      .forEach((key) => storage.remove(key));
  }

  get(kind: ProposalKind): LocalCopy | null {
    return this.area.load()[kind] ?? null;
  }

  put(kind: ProposalKind, copy: LocalCopy): void {
    this.area.save({ ...this.area.load(), [kind]: copy });
  }

  /** The proposal system has everything of this copy (when it still holds `formJson`). */
  confirm(kind: ProposalKind, formJson: string): void {
    const copy = this.get(kind);
    if (copy?.formJson === formJson) this.put(kind, { ...copy, pending: false });
  }

  remove(kind: ProposalKind): void {
    const { [kind]: _dropped, ...rest } = this.area.load();
    if (Object.keys(rest).length === 0) this.area.clear();
    else this.area.save(rest);
  }
}
