import {
  BehaviorSubject,
  concatMap,
  debounceTime,
  filter,
  firstValueFrom,
  Subject,
  type Observable,
} from 'rxjs';
import type { ProposalValues } from '@/domain/proposals/proposal-fields';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import {
  decideSave,
  decideSend,
  edited,
  hasUnsavedEdits,
  markedSent,
  proposalState,
  savedUpTo,
  type ProposalState,
} from '@/domain/proposals/proposal-lifecycle';
import { PROPOSAL_TIMING } from '@/domain/proposals/proposal-timing';
import { readProposal, type ProposalDocument, type ReadProblem } from '@/domain/proposals/read-form-json';
import type { ProposalIssue } from '@/domain/proposals/validate-proposal';
import { writeProposal } from '@/domain/proposals/write-form-json';
import { fail, ok, type Result } from '@/domain/shared/result';
import { RemoteSystemError } from '../remote-system-error';
import type { LocalProposalCopies } from './local-proposal-copies';
import { isAlreadySent, type ProposalGateway, type StoredProposal } from './proposal-gateway';
import { restoreOffer, type RestoreOffer } from './restore-offer';
import type { SendFailure, SyncStatus } from './sync-status';

/** One kind's form as the page shows it. */
export interface DraftView {
  readonly kind: ProposalKind;
  readonly sent: boolean;
  readonly values: ProposalValues;
  /** Bumped whenever `values` change from outside the form (a restore, a reload after a 409). */
  readonly resetKey: number;
  /** Parts of the stored form this version could not read: kept as they are, never overwritten. */
  readonly problems: readonly ReadProblem[];
  readonly sync: SyncStatus;
  /** The server's time of the last save or of the send. */
  readonly updated: string | null;
  readonly sending: boolean;
  readonly sendFailure: SendFailure | null;
  /** A copy on this device with edits the server never confirmed, offered for restore. */
  readonly restore: RestoreOffer | null;
}

export interface DraftContext {
  readonly gateway: ProposalGateway;
  readonly copies: LocalProposalCopies;
  readonly userId: number;
  readonly userName: string;
  readonly userEmail: string;
  readonly eventId: string;
  /** A save or send found the session over (401 after the one renewal): the desk asks for a new login. */
  readonly onLoginNeeded: () => void;
}

export type SendOutcome = Result<void, { kind: 'fix'; issues: readonly ProposalIssue[] } | SendFailure>;

const now = () => new Date().toISOString();

/**
 * One kind's form for one user and event: edits are written to this device at once and to the proposal
 * system 2 s after the last one; a send waits 100 ms, or 2 s while edits still wait for their save, and
 * then locks the kind for good. What could not be saved stays on this device and goes when the network
 * or a new login is back (`flush`).
 */
export class ProposalDraft {
  private lifecycle: ProposalState;
  private document: ProposalDocument;
  private readonly view: BehaviorSubject<DraftView>;
  private readonly edits = new Subject<void>();
  private readonly saves = new Subject<void>();
  readonly state$: Observable<DraftView>;

  constructor(
    readonly kind: ProposalKind,
    stored: StoredProposal | null,
    private readonly context: DraftContext,
  ) {
    this.lifecycle = proposalState(kind, stored);
    this.document = readProposal(kind, stored?.formJson ?? '{}');
    const copy = context.copies.get(kind);
    const restore = stored?.sent ? null : restoreOffer(kind, stored, this.document.values, copy);
    if (stored?.sent) context.copies.remove(kind);
    // A save that reached the server after the tab went away: the copy holds nothing the server lacks.
    else if (stored && copy?.formJson === stored.formJson)
      context.copies.saved(kind, stored.formJson, stored.updated);
    this.view = new BehaviorSubject<DraftView>({
      kind,
      sent: this.lifecycle.status === 'sent',
      values: this.document.values,
      resetKey: 0,
      problems: this.document.problems,
      sync: { state: 'saved', at: this.lifecycle.updated },
      updated: this.lifecycle.updated,
      sending: false,
      sendFailure: null,
      restore,
    });
    this.state$ = this.view.asObservable();
    this.edits.pipe(debounceTime(PROPOSAL_TIMING.autoSaveDelayMs)).subscribe(() => this.saves.next());
    this.saves.pipe(concatMap(() => this.save())).subscribe();
  }

  snapshot(): DraftView {
    return this.view.getValue();
  }

  /** Edits the proposal system lacks: typed here, or a copy on offer the member has not chosen yet. */
  get hasUnsavedEdits(): boolean {
    return hasUnsavedEdits(this.lifecycle) || this.snapshot().restore !== null;
  }

  /**
   * An edit: on this device at once, to the proposal system 2 s after the last one. A sent kind takes none,
   * nor does a kind whose restore offer awaits the member's choice: the edit would overwrite the offered copy.
   */
  edit(values: ProposalValues): void {
    if (this.lifecycle.status === 'sent' || this.snapshot().restore) return;
    this.lifecycle = edited(this.lifecycle);
    // The copy remembers the server version it was edited from, so a reload decides without clocks.
    const base = this.lifecycle.updated;
    this.context.copies.put(this.kind, {
      formJson: this.formJson(values),
      savedAt: now(),
      pending: true,
      base,
    });
    // Offline or logged out, edits stay on this device until the save can go: say so, not "Saving…".
    const { sync } = this.snapshot();
    const next: SyncStatus = sync.state === 'device' ? { ...sync, at: now() } : { state: 'saving' };
    this.update({ values, sync: next, sendFailure: null });
    this.edits.next();
  }

  /** Saves what is unsaved now, without the 2 s wait; true when the proposal system has every edit. */
  async flush(): Promise<boolean> {
    if (!this.hasUnsavedEdits) return true;
    this.saves.next();
    await firstValueFrom(this.state$.pipe(filter(({ sync }) => sync.state !== 'saving')));
    return !this.hasUnsavedEdits;
  }

  /** Takes the offered copy from this device (it is saved as an edit) or keeps the server's. */
  chooseRestore(choice: 'device' | 'server'): void {
    const offer = this.snapshot().restore;
    if (!offer) return;
    this.update({ restore: null });
    if (choice === 'server') return this.context.copies.remove(this.kind);
    this.update({ resetKey: this.snapshot().resetKey + 1 });
    this.edit(offer.device.values);
  }

  /** Sends the form once it passes its checks; after that the kind is locked. */
  async send(): Promise<SendOutcome> {
    const decision = decideSend(this.lifecycle, this.snapshot().values);
    if (decision.action === 'ignore') return ok(undefined);
    if (decision.action === 'fix') return fail({ kind: 'fix', issues: decision.issues });
    this.update({ sending: true, sendFailure: null });
    await new Promise((resume) => setTimeout(resume, decision.delayMs));
    const { values } = this.snapshot();
    try {
      await this.context.gateway.send({ ...this.record(values), userEmail: this.context.userEmail });
      this.lockAsSent(now());
      return ok(undefined);
    } catch (error) {
      if (isAlreadySent(error)) {
        await this.reloadSent();
        return ok(undefined);
      }
      const failure = this.failureOf(error);
      this.update({ sending: false, sendFailure: failure });
      return fail(failure);
    }
  }

  dispose(): void {
    this.edits.complete();
    this.saves.complete();
    this.view.complete();
  }

  private async save(): Promise<void> {
    const decision = decideSave(this.lifecycle);
    if (decision.action === 'ignore') return this.settleSync();
    const { values } = this.snapshot();
    const formJson = this.formJson(values);
    this.update({ sync: { state: 'saving' } });
    try {
      const { updated } = await this.context.gateway.save(this.record(values));
      this.lifecycle = savedUpTo(this.lifecycle, decision.revision, updated);
      this.context.copies.saved(this.kind, formJson, updated);
      this.update({ updated });
      this.settleSync();
    } catch (error) {
      if (isAlreadySent(error)) return this.reloadSent();
      this.update({ sync: this.syncAfterFailure(error) });
    }
  }

  /** Saved as of the server's time once it has every edit; later edits keep their own status. */
  private settleSync(): void {
    if (!this.hasUnsavedEdits) this.update({ sync: { state: 'saved', at: this.lifecycle.updated } });
  }

  /** A failed save as the status line says it: the same reasons as a failed send. */
  private syncAfterFailure(error: unknown): SyncStatus {
    const at = now();
    const failure = this.failureOf(error);
    if (failure.kind === 'refused') return { state: 'failed', at, message: failure.message };
    return { state: 'device', at, waitingFor: failure.kind === 'offline' ? 'network' : 'login' };
  }

  /** Why a save or send failed; an ended session asks the desk for a login in place. */
  private failureOf(error: unknown): SendFailure {
    if (error instanceof RemoteSystemError && error.isRetryable) return { kind: 'offline' };
    if (error instanceof RemoteSystemError && error.isUnauthenticated) {
      this.context.onLoginNeeded();
      return { kind: 'login' };
    }
    return { kind: 'refused', message: error instanceof Error ? error.message : String(error) };
  }

  /** Sent in another tab or device: shows what the proposal system holds, which is what was sent. */
  private async reloadSent(): Promise<void> {
    const { gateway, userId, eventId } = this.context;
    const stored = await gateway.load(userId, eventId, this.kind).catch(() => null);
    if (stored) {
      this.document = readProposal(this.kind, stored.formJson);
      this.update({ values: this.document.values, resetKey: this.snapshot().resetKey + 1 });
    }
    this.lockAsSent(stored?.updated ?? this.lifecycle.updated);
  }

  private lockAsSent(updated: string | null): void {
    this.lifecycle = markedSent(this.lifecycle, updated);
    this.context.copies.remove(this.kind);
    this.update({ sent: true, sending: false, sendFailure: null, restore: null, updated });
    this.update({ sync: { state: 'saved', at: updated } });
  }

  private formJson(values: ProposalValues): string {
    return writeProposal(this.document, values);
  }

  private record(values: ProposalValues) {
    const { userId, userName, eventId } = this.context;
    return { userId, userName, eventId, kind: this.kind, formJson: this.formJson(values) };
  }

  private update(change: Partial<DraftView>): void {
    if (!this.view.closed) this.view.next({ ...this.snapshot(), ...change });
  }
}
