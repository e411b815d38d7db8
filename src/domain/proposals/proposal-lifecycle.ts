import type { ProposalValues } from './proposal-fields';
import type { ProposalKind } from './proposal-kind';
import { PROPOSAL_SCHEMAS } from './proposal-schemas';
import { sendDelay } from './proposal-timing';
import { validateProposal, type ProposalIssue } from './validate-proposal';

/** A kind's form is a draft (edited, saved) until it is sent; then it is locked for good (docs/behaviour.md, Saving and sending). */
export type ProposalStatus = 'draft' | 'sent';

/** What the proposal system holds of one kind: enough to know where it stands. */
export interface StoredStatus {
  readonly sent: boolean;
  /** ISO time of the last save or of the send. */
  readonly updated: string;
}

/**
 * One kind's form as the lifecycle sees it. Edits are counted, so a save that answers after further typing
 * still leaves those edits unsaved: the server has every edit up to `savedRevision`.
 */
export interface ProposalState {
  readonly kind: ProposalKind;
  readonly status: ProposalStatus;
  readonly revision: number;
  readonly savedRevision: number;
  /** The server's time of the last save or of the send; null while it has nothing. */
  readonly updated: string | null;
}

export function proposalState(kind: ProposalKind, stored: StoredStatus | null = null): ProposalState {
  const status = stored?.sent ? 'sent' : 'draft';
  return { kind, status, revision: 0, savedRevision: 0, updated: stored?.updated ?? null };
}

export const hasUnsavedEdits = (state: ProposalState): boolean => state.revision > state.savedRevision;

/** An edit; a sent form takes none. */
export const edited = (state: ProposalState): ProposalState =>
  state.status === 'sent' ? state : { ...state, revision: state.revision + 1 };

/** The server has the edits up to `revision` (those the save carried) since `updated`. */
export const savedUpTo = (state: ProposalState, revision: number, updated: string): ProposalState =>
  state.status === 'sent'
    ? state
    : { ...state, savedRevision: Math.max(state.savedRevision, revision), updated };

/**
 * Sent: by this form, or found sent (a 409 from a save or a send made in another tab). What was typed
 * after the send cannot reach the server any more, so nothing counts as unsaved.
 */
export const markedSent = (state: ProposalState, updated: string | null = state.updated): ProposalState => ({
  ...state,
  status: 'sent',
  savedRevision: state.revision,
  updated,
});

export type SaveDecision =
  | { readonly action: 'save'; readonly revision: number }
  | { readonly action: 'ignore'; readonly reason: 'sent' | 'saved' };

/** Whether an auto-save goes: not once sent (docs/behaviour.md, Saving and sending), and not when the server has every edit. */
export function decideSave(state: ProposalState): SaveDecision {
  if (state.status === 'sent') return { action: 'ignore', reason: 'sent' };
  if (!hasUnsavedEdits(state)) return { action: 'ignore', reason: 'saved' };
  return { action: 'save', revision: state.revision };
}

export type SendDecision =
  | { readonly action: 'send'; readonly delayMs: number }
  | { readonly action: 'ignore'; readonly reason: 'sent' }
  | { readonly action: 'fix'; readonly issues: readonly ProposalIssue[] };

/**
 * Whether a send goes, and after how long: never twice, only a form without issues, and 2 s instead of
 * 100 ms while edits still wait for their save, so the send does not overtake it.
 */
export function decideSend(state: ProposalState, values: ProposalValues): SendDecision {
  if (state.status === 'sent') return { action: 'ignore', reason: 'sent' };
  const issues = validateProposal(PROPOSAL_SCHEMAS[state.kind], values);
  if (issues.length > 0) return { action: 'fix', issues };
  return { action: 'send', delayMs: sendDelay(hasUnsavedEdits(state)) };
}

/** A kind's line in the member area's "My proposals". */
export type ProposalSummary =
  | { readonly state: 'none' }
  | { readonly state: 'draft'; readonly savedAt: string }
  | { readonly state: 'sent'; readonly sentAt: string };

export function summaryOf(stored: StoredStatus | null): ProposalSummary {
  if (!stored) return { state: 'none' };
  return stored.sent
    ? { state: 'sent', sentAt: stored.updated }
    : { state: 'draft', savedAt: stored.updated };
}
