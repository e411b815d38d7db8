import { BehaviorSubject, type Observable } from 'rxjs';
import type { ProposalValues } from '@/domain/proposals/proposal-fields';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import {
  edited,
  hasUnsavedEdits,
  markedSent,
  proposalState,
  savedUpTo,
  type ProposalState,
} from '@/domain/proposals/proposal-lifecycle';
import { readProposal, type ProposalDocument } from '@/domain/proposals/read-form-json';
import { writeProposal } from '@/domain/proposals/write-form-json';
import { now } from './now';
import type { DraftView } from './draft-view';
import type { LocalProposalCopies } from './local-proposal-copies';
import type { StoredProposal } from './proposal-gateway';
import { restoreOffer } from './restore-offer';

/**
 * One kind's form state for one user and event: what the page shows (`state$`), where the kind stands in
 * its lifecycle, and its copy on this device, kept in step. It decides nothing and calls no remote system:
 * ProposalAutosave and SendProposal change it through the methods below.
 */
export class ProposalDraftStore {
  private state: ProposalState;
  private document: ProposalDocument;
  private readonly view: BehaviorSubject<DraftView>;
  readonly state$: Observable<DraftView>;

  constructor(
    readonly kind: ProposalKind,
    stored: StoredProposal | null,
    private readonly copies: LocalProposalCopies,
  ) {
    this.state = proposalState(kind, stored);
    this.document = readProposal(kind, stored?.formJson ?? '{}');
    const copy = copies.get(kind);
    const restore = stored?.sent ? null : restoreOffer(kind, stored, this.document.values, copy);
    if (stored?.sent) copies.remove(kind);
    // A save that reached the server after the tab went away: the copy holds nothing the server lacks.
    else if (stored && copy?.formJson === stored.formJson)
      copies.saved(kind, stored.formJson, stored.updated);
    this.view = new BehaviorSubject<DraftView>({
      kind,
      sent: this.state.status === 'sent',
      values: this.document.values,
      resetKey: 0,
      problems: this.document.problems,
      sync: { state: 'saved', at: this.state.updated },
      updated: this.state.updated,
      sending: false,
      sendFailure: null,
      restore,
    });
    this.state$ = this.view.asObservable();
  }

  snapshot(): DraftView {
    return this.view.getValue();
  }

  /** Where the kind stands: its revisions, what the server has, and whether it was sent. */
  get lifecycle(): ProposalState {
    return this.state;
  }

  /** Edits the proposal system lacks: typed here, or a copy on offer the member has not chosen yet. */
  get hasUnsavedEdits(): boolean {
    return hasUnsavedEdits(this.state) || this.snapshot().restore !== null;
  }

  /** The form as stored, keeping the parts this version could not read. */
  formJson(values: ProposalValues): string {
    return writeProposal(this.document, values);
  }

  /** An edit: a new revision, and at once a copy on this device. */
  edited(values: ProposalValues): void {
    this.state = edited(this.state);
    // The copy remembers the server version it was edited from, so a reload decides without clocks.
    const base = this.state.updated;
    this.copies.put(this.kind, { formJson: this.formJson(values), savedAt: now(), pending: true, base });
  }

  /** The proposal system has every edit up to `revision`, as `formJson`, dated `updated` by the server. */
  saved(revision: number, formJson: string, updated: string): void {
    this.state = savedUpTo(this.state, revision, updated);
    this.copies.saved(this.kind, formJson, updated);
    this.update({ updated });
  }

  /** The member kept the server's version over the copy on offer. */
  forgetCopy(): void {
    this.copies.remove(this.kind);
  }

  /** Shows what was sent (from another tab or device) in place of what was typed here. */
  showSent(document: ProposalDocument): void {
    this.document = document;
    this.update({ values: document.values, resetKey: this.snapshot().resetKey + 1 });
  }

  /** Sent: locked for good, and the copy on this device has nothing left to keep. */
  lockAsSent(updated: string | null): void {
    this.state = markedSent(this.state, updated);
    this.copies.remove(this.kind);
    this.update({ sent: true, sending: false, sendFailure: null, restore: null, updated });
    this.update({ sync: { state: 'saved', at: updated } });
  }

  /** Changes what the page shows; nothing once disposed (a save or send may answer after a logout). */
  update(change: Partial<DraftView>): void {
    if (!this.view.closed) this.view.next({ ...this.snapshot(), ...change });
  }

  dispose(): void {
    this.view.complete();
  }
}
