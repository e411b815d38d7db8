import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { readProposal } from '@/domain/proposals/read-form-json';
import { RemoteSystemError } from '../remote-system-error';
import type { LocalProposalCopies } from './local-proposal-copies';
import type { ProposalGateway, ProposalRecord, StoredProposal } from './proposal-gateway';
import type { ProposalDraftStore } from './proposal-draft-store';
import type { CallFailure } from './sync-status';

/** Who edits which event's forms, and where they go: shared by a kind's store, autosave and send. */
export interface DraftContext {
  readonly gateway: ProposalGateway;
  readonly copies: LocalProposalCopies;
  readonly userId: number;
  readonly userName: string;
  readonly userEmail: string;
  readonly eventId: string;
  /** A save or send found the session over (401 after the one renewal): the desk asks for a new login. */
  readonly onLoginNeeded: () => void;
  /** A save or send was refused (the call may have closed meanwhile): the desk reads the call again. */
  readonly onRefused: () => void;
}

/** What a save or send of one kind carries. */
export function recordOf(
  context: DraftContext,
  kind: ProposalKind,
  formJson: string,
  base: string | null,
): ProposalRecord {
  const { userId, userName, eventId } = context;
  return { userId, userName, eventId, kind, formJson, base };
}

/**
 * Why a save or send failed, the same reasons for both; an ended session asks the desk for a login in place. A
 * refusal is said in the proposal system's own words where it gave some ("The call for proposals of this event
 * is not open."), and has the desk read the call again, so a call closed meanwhile stops offering Send. Newer
 * words saved elsewhere are no failure of the call: the caller shows both versions first.
 */
export function failureOf(error: unknown, context: DraftContext): CallFailure {
  if (error instanceof RemoteSystemError && error.isRetryable) return { kind: 'offline' };
  if (error instanceof RemoteSystemError && error.isUnauthenticated) {
    context.onLoginNeeded();
    return { kind: 'login' };
  }
  context.onRefused();
  const serverMessage = error instanceof RemoteSystemError ? error.serverMessage : null;
  return {
    kind: 'refused',
    message: serverMessage ?? (error instanceof Error ? error.message : String(error)),
  };
}

/**
 * A save or send answered 409, so the kind was sent in another tab or device: shows what the proposal
 * system holds, which is what was sent, and locks the kind. Locked even when that cannot be read.
 */
export async function takeSentElsewhere(
  draft: ProposalDraftStore,
  context: DraftContext,
  /** What the proposal system holds, when the caller read it already. */
  known?: StoredProposal,
): Promise<void> {
  const { gateway, userId, eventId } = context;
  const stored = known ?? (await gateway.load(userId, eventId, draft.kind).catch(() => null));
  if (stored) draft.showSent(readProposal(draft.kind, stored.formJson));
  draft.lockAsSent(stored?.updated ?? draft.lifecycle.updated);
}
