import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { isRecord, StoredArea } from '../storage/stored-area';
import { dropProposalCopiesOf, proposalCopiesPrefix } from './proposal-copy-keys';
import { PROPOSAL_COPIES_VERSION, upgradeProposalCopies } from './upgrade-proposal-copies';

/** A kind's form as this device last had it. */
export interface LocalCopy {
  readonly formJson: string;
  /** ISO time of the edit this copy holds, by the device's clock: shown, never compared with the server's. */
  readonly savedAt: string;
  /** Edits the proposal system has not confirmed yet. */
  readonly pending: boolean;
  /**
   * The server version (its `updated`) this copy was edited from, as this tab last read or saved it; null
   * when the server had nothing then, or for a copy kept by an older build.
   */
  readonly base: string | null;
}

type Copies = Partial<Record<ProposalKind, LocalCopy>>;

const isLocalCopy = (value: unknown): value is LocalCopy =>
  isRecord(value) &&
  typeof value.formJson === 'string' &&
  typeof value.savedAt === 'string' &&
  typeof value.pending === 'boolean' &&
  (value.base === null || typeof value.base === 'string');

const isCopies = (value: unknown): value is Copies =>
  isRecord(value) && Object.values(value).every(isLocalCopy);

/**
 * The form state (docs/behaviour.md, 'Saving and sending'): each kind's form as last edited on this device, per
 * user and event, in the persistent storage, so a reload, a closed tab or a dropped network loses nothing. Written
 * before every save to the proposal system; marked confirmed when the save answers.
 */
export class LocalProposalCopies {
  private readonly area: StoredArea<Copies>;
  private readonly key: string;

  constructor(
    private readonly storage: KeyValueStorage,
    prefix: string,
    userId: number,
    eventId: string,
  ) {
    this.key = `${prefix}${userId}.${eventId}`;
    this.area = new StoredArea(storage, this.key, PROPOSAL_COPIES_VERSION, isCopies, {});
  }

  /** Where every user's copies live: `{app}.proposal-copies.` (proposal-copy-keys.ts). */
  static readonly prefixFor = proposalCopiesPrefix;

  /** Every copy of one user, of every event. */
  static readonly dropUser = dropProposalCopiesOf;

  get(kind: ProposalKind): LocalCopy | null {
    return this.load()[kind] ?? null;
  }

  put(kind: ProposalKind, copy: LocalCopy): void {
    this.area.save({ ...this.load(), [kind]: copy });
  }

  /**
   * The proposal system holds `formJson` as of `updated`: the copy is now built on that version, and
   * confirmed when it holds nothing more (later edits keep it pending).
   */
  saved(kind: ProposalKind, formJson: string, updated: string): void {
    const copy = this.get(kind);
    if (copy) this.put(kind, { ...copy, base: updated, pending: copy.pending && copy.formJson !== formJson });
  }

  remove(kind: ProposalKind): void {
    const { [kind]: _dropped, ...rest } = this.load();
    if (Object.keys(rest).length === 0) this.area.clear();
    else this.area.save(rest);
  }

  /** Read on every use, not once: a tab of an older build may still write the old shape. */
  private load(): Copies {
    upgradeProposalCopies(this.storage, this.key);
    return this.area.load();
  }
}
