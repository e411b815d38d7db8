import { PROPOSAL_KINDS, type ProposalKind } from '@/domain/proposals/proposal-kind';
import type { DraftContext } from './draft-context';
import { ProposalAutosave } from './proposal-autosave';
import { ProposalDraftStore } from './proposal-draft-store';
import type { StoredProposal } from './proposal-gateway';
import { SendProposal } from './send-proposal';

/**
 * One kind's form as the desk hands it to views: its state (`store`, read with `useObservable`), its
 * edits and autosave, and its send. The three share the store, so a send sees every edit and a 409 on
 * either locks the kind for both.
 */
export interface ProposalDraft {
  readonly store: ProposalDraftStore;
  readonly autosave: ProposalAutosave;
  readonly send: SendProposal;
}

export type Drafts = Readonly<Record<ProposalKind, ProposalDraft>>;

/** One kind's draft, opened from what the proposal system holds (null: nothing yet) and this device's copy. */
export function openDraft(
  kind: ProposalKind,
  stored: StoredProposal | null,
  context: DraftContext,
): ProposalDraft {
  const store = new ProposalDraftStore(kind, stored, context.copies);
  const autosave = new ProposalAutosave(store, context);
  const send = new SendProposal(store, context, (values) => autosave.edit(values));
  return { store, autosave, send };
}

/** The three kinds' drafts; `stored` in the order of PROPOSAL_KINDS. */
export function openDrafts(stored: readonly (StoredProposal | null)[], context: DraftContext): Drafts {
  const [panel, paper, workshop] = PROPOSAL_KINDS.map((kind, index) =>
    openDraft(kind, stored[index] ?? null, context),
  ) as [ProposalDraft, ProposalDraft, ProposalDraft];
  return { panel, paper, workshop };
}

/** Ends a draft: no save after it, and its state completes. */
export function disposeDraft({ store, autosave }: ProposalDraft): void {
  autosave.dispose();
  store.dispose();
}
