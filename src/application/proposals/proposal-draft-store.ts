import { BehaviorSubject, type Observable } from 'rxjs';
import { sameWords } from '@/domain/proposals/differing-fields';
import { mergeVersions } from '@/domain/proposals/merge-versions';
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
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';
import { readProposal, type ProposalDocument } from '@/domain/proposals/read-form-json';
import { writeProposal } from '@/domain/proposals/write-form-json';
import { now } from './now';
import { answersOf, type ConflictChoice, type DraftView } from './draft-view';
import type { LocalCopy, LocalProposalCopies } from './local-proposal-copies';
import type { StoredProposal } from './proposal-gateway';
import type { ConflictMet } from './sync-status';
import { restoreOffer } from './restore-offer';

/** What a newer version met by a save or send came to (`meetNewer`). */
export type NewerMet =
  | { readonly outcome: 'same' | 'taken' | 'asked' }
  | { readonly outcome: 'merged'; readonly values: ProposalValues };

/**
 * One kind's form state for one user and event: what the page shows (`state$`), where the kind stands in
 * its lifecycle, and its copy on this device, kept in step. It decides nothing and calls no remote system:
 * ProposalAutosave and SendProposal change it through the methods below.
 */
export class ProposalDraftStore {
  private state: ProposalState;
  private document: ProposalDocument;
  /** The newer version a conflict offers, as stored: kept whole, so choosing it keeps what it holds. */
  private newer: StoredProposal | null = null;
  /** The words of the version this tab's are written from (last read or saved): what a merge starts from. */
  private base: ProposalValues;
  private readonly view: BehaviorSubject<DraftView>;
  readonly state$: Observable<DraftView>;

  constructor(
    readonly kind: ProposalKind,
    stored: StoredProposal | null,
    private readonly copies: LocalProposalCopies,
  ) {
    this.state = proposalState(kind, stored);
    this.document = readProposal(kind, stored?.formJson ?? '{}');
    this.base = this.document.values;
    const copy = copies.get(kind);
    const restore = stored?.sent ? null : restoreOffer(kind, stored, this.document.values, copy);
    // Words typed after a send from elsewhere stay on this device until the member lets them go.
    const unsent = stored?.sent ? this.unsentIn(copy) : null;
    if (stored?.sent && !unsent) copies.remove(kind);
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
      conflict: null,
      unsent,
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
    this.base = readProposal(this.kind, formJson).values;
    this.copies.saved(this.kind, formJson, updated);
    this.update({ updated });
  }

  /** The member kept the server's version over the copy on offer. */
  forgetCopy(): void {
    this.copies.remove(this.kind);
  }

  /**
   * Shows what was sent (from another tab or device) in place of what was typed here. Words typed here that
   * the send did not carry are kept (`unsent`, and the copy on this device), never dropped with the draft.
   */
  showSent(document: ProposalDocument): void {
    const typed = this.snapshot().values;
    const unsent = hasUnsavedEdits(this.state) && !this.sameAs(typed, document.values) ? typed : null;
    this.document = document;
    this.drawAfresh({ values: document.values, unsent });
  }

  /** Sent: locked for good; the copy on this device stays only for words the send did not carry. */
  lockAsSent(updated: string | null): void {
    this.state = markedSent(this.state, updated);
    if (!this.snapshot().unsent) this.copies.remove(this.kind);
    this.update({ sent: true, sending: false, sendFailure: null, restore: null, conflict: null, updated });
    this.update({ sync: { state: 'saved', at: updated } });
  }

  /** The member has copied the words the send elsewhere did not carry, or lets them go. */
  forgetUnsent(): void {
    this.copies.remove(this.kind);
    this.update({ unsent: null });
  }

  /**
   * A save or send met a newer version saved elsewhere (docs/behaviour.md, Saving and sending): the two are
   * merged from the version this tab's words were written from. The same words as the newer version's: no
   * conflict, it becomes the version they are written from ('same'). What only one side changed is taken from
   * that side: the newer words alone ('taken', nothing to save), or joined with this tab's ('merged', the words
   * to save from the newer version), drawn into the form. Fields both changed, each its own way, wait for the
   * member's choice ('asked', `resolveConflict`); nothing of either is dropped meanwhile.
   */
  meetNewer(newer: StoredProposal, met: ConflictMet): NewerMet {
    const mine = this.snapshot().values;
    const theirs = readProposal(this.kind, newer.formJson).values;
    if (this.sameAs(mine, theirs)) {
      this.takeNewer(newer);
      return { outcome: 'same' };
    }
    const merged = mergeVersions(PROPOSAL_SCHEMAS[this.kind], this.base, mine, theirs);
    if (merged.questions.length > 0) {
      this.newer = newer;
      const conflict = { met, mine, theirs, base: this.base, theirsUpdated: newer.updated };
      this.update({
        conflict: { ...conflict, questions: merged.questions },
        sync: { state: 'conflict', met },
      });
      return { outcome: 'asked' };
    }
    return this.joinedWith(newer, mine, merged.values);
  }

  /**
   * The member's choice in a conflict: the questions answered so, the rest merged as `meetNewer` merges. The
   * words to save from the newer version, or null when they are the newer version's (nothing to save).
   */
  resolveConflict(choice: ConflictChoice): ProposalValues | null {
    const { newer } = this;
    const conflict = this.snapshot().conflict;
    if (!newer || !conflict) return null;
    const answers = answersOf(choice, conflict.questions);
    const schema = PROPOSAL_SCHEMAS[this.kind];
    const merged = mergeVersions(schema, conflict.base, conflict.mine, conflict.theirs, answers);
    const joined = this.joinedWith(newer, conflict.mine, merged.values);
    return joined.outcome === 'merged' ? joined.values : null;
  }

  /** `values`, joined from this tab's and the newer version's, are now written from the newer version. */
  private joinedWith(newer: StoredProposal, mine: ProposalValues, values: ProposalValues): NewerMet {
    const theirs = readProposal(this.kind, newer.formJson);
    if (this.sameAs(values, theirs.values)) {
      this.takeNewer(newer);
      return { outcome: 'taken' };
    }
    this.newer = null;
    this.document = theirs;
    this.base = theirs.values;
    this.state = { ...this.state, updated: newer.updated };
    const change = { conflict: null, updated: newer.updated, values };
    // The form shows what it had typed; words joined in are drawn into it afresh.
    if (this.sameAs(values, mine)) this.update(change);
    else this.drawAfresh(change);
    return { outcome: 'merged', values };
  }

  /** The member keeps the newer version, or this tab had no words of its own to set against it. */
  takeNewer(newer: StoredProposal | null = this.newer): void {
    if (!newer) return;
    this.newer = null;
    this.document = readProposal(this.kind, newer.formJson);
    this.base = this.document.values;
    this.state = savedUpTo(this.state, this.state.revision, newer.updated);
    this.copies.remove(this.kind);
    const at = newer.updated;
    this.drawAfresh({ values: this.document.values, conflict: null, updated: at });
    this.update({ sync: { state: 'saved', at } });
  }

  /**
   * Changes what the page shows and has the form drawn afresh from its values: words put in its place (a
   * version chosen, a copy restored), which the form shows as they are, not as edits of what it had.
   */
  drawAfresh(change: Partial<DraftView> = {}): void {
    this.update({ ...change, resetKey: this.snapshot().resetKey + 1 });
  }

  /** Changes what the page shows; nothing once disposed (a save or send may answer after a logout). */
  update(change: Partial<DraftView>): void {
    if (!this.view.closed) this.view.next({ ...this.snapshot(), ...change });
  }

  dispose(): void {
    this.view.complete();
  }

  /** A copy kept on this device holds words a sent version lacks: what a reload offers to copy. */
  private unsentIn(copy: LocalCopy | null): ProposalValues | null {
    if (!copy?.pending) return null;
    const kept = readProposal(this.kind, copy.formJson).values;
    return this.sameAs(kept, this.document.values) ? null : kept;
  }

  private sameAs(one: ProposalValues, other: ProposalValues): boolean {
    return sameWords(PROPOSAL_SCHEMAS[this.kind], one, other);
  }
}
