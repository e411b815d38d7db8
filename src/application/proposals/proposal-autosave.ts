import { concatMap, debounceTime, filter, firstValueFrom, Subject } from 'rxjs';
import type { ProposalValues } from '@/domain/proposals/proposal-fields';
import { decideSave, hasUnsavedEdits } from '@/domain/proposals/proposal-lifecycle';
import { PROPOSAL_TIMING } from '@/domain/proposals/proposal-timing';
import { sameVersion } from '@/domain/proposals/proposal-version';
import { isAlreadySent, NewerProposalSaved, type StoredProposal } from './proposal-gateway';
import { RemoteSystemError } from '../remote-system-error';
import { failureOf, recordOf, takeSentElsewhere, type DraftContext } from './draft-context';
import { now } from './now';
import type { ProposalDraftStore } from './proposal-draft-store';
import type { ConflictChoice } from './draft-view';
import type { SyncStatus } from './sync-status';

/**
 * Edits of one kind and their way to the proposal system: each edit is on this device at once and saved
 * 2 s after the last one, one save at a time; the status line (`sync` in the draft's state) says where they
 * stand. What could not be saved stays on this device and goes when the network or a new login is back
 * (`flush`).
 */
export class ProposalAutosave {
  private readonly edits = new Subject<void>();
  private readonly saves = new Subject<'save' | 'catch-up'>();

  constructor(
    private readonly draft: ProposalDraftStore,
    private readonly context: DraftContext,
  ) {
    this.edits.pipe(debounceTime(PROPOSAL_TIMING.autoSaveDelayMs)).subscribe(() => this.saves.next('save'));
    // One after another: a save's answer moves the lifecycle on before the next save decides, and a catch-up
    // never reads while a save is on its way.
    this.saves.pipe(concatMap((task) => (task === 'save' ? this.save() : this.catchUpNow()))).subscribe();
  }

  /**
   * An edit: on this device at once, to the proposal system 2 s after the last one. A sent kind takes none,
   * nor does a kind whose restore offer awaits the member's choice: the edit would overwrite the offered copy.
   */
  edit(values: ProposalValues): void {
    const { restore, conflict } = this.draft.snapshot();
    if (this.draft.lifecycle.status === 'sent' || restore || conflict) return;
    this.draft.edited(values);
    // Offline or logged out, edits stay on this device until the save can go: say so, not "Saving…".
    const { sync } = this.draft.snapshot();
    const next: SyncStatus = sync.state === 'device' ? { ...sync, at: now() } : { state: 'saving' };
    this.draft.update({ values, sync: next, sendFailure: null });
    this.edits.next();
  }

  /** Saves what is unsaved now, without the 2 s wait; true when the proposal system has every edit. */
  async flush(): Promise<boolean> {
    if (!this.draft.hasUnsavedEdits) return true;
    this.saves.next('save');
    await firstValueFrom(this.draft.state$.pipe(filter(({ sync }) => sync.state !== 'saving')));
    return !this.draft.hasUnsavedEdits;
  }

  /**
   * Brings a tab that comes back (shown again, the network back) up to date before it saves: its unsaved
   * words are saved now, from the version they were written from (a newer one elsewhere is then a conflict);
   * without any, the saved version is read, and newer words from elsewhere replace the form's.
   */
  catchUp(): void {
    if (!this.saves.closed) this.saves.next('catch-up');
  }

  /**
   * The member's choice in a conflict: the fields both versions changed as chosen (this tab's words, the newer
   * ones, or both), merged with what only one of them changed, and saved so from the newer version; nothing is
   * saved when that is the newer version itself.
   */
  chooseInConflict(choice: ConflictChoice): void {
    const joined = this.draft.resolveConflict(choice);
    if (joined) this.edit(joined);
  }

  /** Takes the offered copy from this device (it is saved as an edit) or keeps the server's. */
  chooseRestore(choice: 'device' | 'server'): void {
    const offer = this.draft.snapshot().restore;
    if (!offer) return;
    this.draft.update({ restore: null });
    if (choice === 'server') return this.draft.forgetCopy();
    this.draft.drawAfresh();
    this.edit(offer.device.values);
  }

  /** Stops the timer and the queue: nothing is saved after the desk closed. */
  dispose(): void {
    this.edits.complete();
    this.saves.complete();
  }

  private async save(): Promise<void> {
    const decision = decideSave(this.draft.lifecycle);
    if (decision.action === 'ignore') return this.settleSync();
    const { values } = this.draft.snapshot();
    const formJson = this.draft.formJson(values);
    const base = this.draft.lifecycle.updated;
    this.draft.update({ sync: { state: 'saving' } });
    try {
      const { updated } = await this.context.gateway.save(
        recordOf(this.context, this.draft.kind, formJson, base),
      );
      this.draft.saved(decision.revision, formJson, updated);
      this.settleSync();
    } catch (error) {
      if (isAlreadySent(error)) return takeSentElsewhere(this.draft, this.context);
      if (error instanceof NewerProposalSaved) return this.merge(error.newer);
      this.draft.update({ sync: this.syncAfterFailure(error) });
    }
  }

  private async catchUpNow(): Promise<void> {
    const { restore, conflict } = this.draft.snapshot();
    if (this.draft.lifecycle.status === 'sent' || restore || conflict) return;
    if (hasUnsavedEdits(this.draft.lifecycle)) return this.save();
    const { gateway, userId, eventId } = this.context;
    const stored = await gateway.load(userId, eventId, this.draft.kind).catch((error: unknown) => {
      // Never swallowed: an ended session asks for the login in place, whose catch-up reads again (issue 81).
      if (error instanceof RemoteSystemError && error.isUnauthenticated) this.context.onLoginNeeded();
      return null;
    });
    // Typed while the read was on its way: those edits are saved from the version they came from.
    if (!stored || hasUnsavedEdits(this.draft.lifecycle)) return;
    if (stored.sent) return takeSentElsewhere(this.draft, this.context, stored);
    if (!sameVersion(stored.updated, this.draft.lifecycle.updated)) this.draft.takeNewer(stored);
  }

  /**
   * A save met newer words saved elsewhere: what does not conflict is merged and saved at once from the newer
   * version (the proposal system's version check still guards that save); a conflict waits for the member.
   */
  private merge(newer: StoredProposal): void {
    const met = this.draft.meetNewer(newer, 'save');
    if (met.outcome !== 'merged') return;
    this.draft.edited(met.values);
    this.draft.update({ sync: { state: 'saving' } });
    this.saves.next('save');
  }

  /** Saved as of the server's time once it has every edit; later edits keep their own status. */
  private settleSync(): void {
    if (!this.draft.hasUnsavedEdits)
      this.draft.update({ sync: { state: 'saved', at: this.draft.lifecycle.updated } });
  }

  /** A failed save as the status line says it: the same reasons as a failed send. */
  private syncAfterFailure(error: unknown): SyncStatus {
    const at = now();
    const failure = failureOf(error, this.context);
    if (failure.kind === 'refused') return { state: 'failed', at, message: failure.message };
    return { state: 'device', at, waitingFor: failure.kind === 'offline' ? 'network' : 'login' };
  }
}
