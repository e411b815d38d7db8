/**
 * Where a kind's edits stand, as the form's status line says it:
 * - saved: the proposal system has every edit ("Saved", with its time);
 * - saving: edits are on their way (the 2 s wait after typing, or the call itself);
 * - device: kept on this device only, waiting for the network or a new login ("Saved on this device only");
 * - failed: the proposal system refused the save; a copy is on this device ("Not saved");
 * - conflict: not saved (or, met by a send, not sent), since another tab or device saved newer words meanwhile;
 *   the member chooses.
 */
export type SyncStatus =
  | { readonly state: 'saved'; readonly at: string | null }
  | { readonly state: 'saving' }
  | { readonly state: 'device'; readonly at: string; readonly waitingFor: 'network' | 'login' }
  | { readonly state: 'failed'; readonly at: string; readonly message: string }
  | { readonly state: 'conflict'; readonly met: ConflictMet };

/** Which call met newer words saved elsewhere: a save (this tab's words not saved) or a send (not sent). */
export type ConflictMet = 'save' | 'send';

/** Why a save or a send did not reach the proposal system, the same reasons for both. */
export type CallFailure =
  | { readonly kind: 'offline' }
  | { readonly kind: 'login' }
  | { readonly kind: 'refused'; readonly message: string };

/** What stops a kind from being sent, as values the form turns into words. */
export type SendFailure =
  | CallFailure
  /** A newer version was saved elsewhere since this tab's: the member chooses first. */
  | { readonly kind: 'overtaken' }
  /** A newer version was saved elsewhere since this tab's: its words are in the form now, to be seen first. */
  | { readonly kind: 'merged' };
