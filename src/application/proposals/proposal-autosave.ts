import { concatMap, debounceTime, filter, firstValueFrom, Subject } from 'rxjs';
import type { ProposalValues } from '@/domain/proposals/proposal-fields';
import { decideSave } from '@/domain/proposals/proposal-lifecycle';
import { PROPOSAL_TIMING } from '@/domain/proposals/proposal-timing';
import { isAlreadySent } from './proposal-gateway';
import { failureOf, recordOf, takeSentElsewhere, type DraftContext } from './draft-context';
import { now } from './now';
import type { ProposalDraftStore } from './proposal-draft-store';
import type { SyncStatus } from './sync-status';

/**
 * Edits of one kind and their way to the proposal system: each edit is on this device at once and saved
 * 2 s after the last one, one save at a time; the status line (`sync` in the draft's state) says where they
 * stand. What could not be saved stays on this device and goes when the network or a new login is back
 * (`flush`).
 */
export class ProposalAutosave {
  private readonly edits = new Subject<void>();
  private readonly saves = new Subject<void>();

  constructor(
    private readonly draft: ProposalDraftStore,
    private readonly context: DraftContext,
  ) {
    this.edits.pipe(debounceTime(PROPOSAL_TIMING.autoSaveDelayMs)).subscribe(() => this.saves.next());
    // One after another: a save's answer moves the lifecycle on before the next save decides.
    this.saves.pipe(concatMap(() => this.save())).subscribe();
  }

  /**
   * An edit: on this device at once, to the proposal system 2 s after the last one. A sent kind takes none,
   * nor does a kind whose restore offer awaits the member's choice: the edit would overwrite the offered copy.
   */
  edit(values: ProposalValues): void {
    if (this.draft.lifecycle.status === 'sent' || this.draft.snapshot().restore) return;
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
    this.saves.next();
    await firstValueFrom(this.draft.state$.pipe(filter(({ sync }) => sync.state !== 'saving')));
    return !this.draft.hasUnsavedEdits;
  }

  /** Takes the offered copy from this device (it is saved as an edit) or keeps the server's. */
  chooseRestore(choice: 'device' | 'server'): void {
    const offer = this.draft.snapshot().restore;
    if (!offer) return;
    this.draft.update({ restore: null });
    if (choice === 'server') return this.draft.forgetCopy();
    this.draft.update({ resetKey: this.draft.snapshot().resetKey + 1 });
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
    this.draft.update({ sync: { state: 'saving' } });
    try {
      const { updated } = await this.context.gateway.save(
        recordOf(this.context, this.draft.kind, formJson, this.draft.lifecycle.updated),
      );
      this.draft.saved(decision.revision, formJson, updated);
      this.settleSync();
    } catch (error) {
      if (isAlreadySent(error)) return takeSentElsewhere(this.draft, this.context);
      this.draft.update({ sync: this.syncAfterFailure(error) });
    }
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
