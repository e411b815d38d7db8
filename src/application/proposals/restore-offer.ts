import type { ProposalValues } from '@/domain/proposals/proposal-fields';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { readProposal } from '@/domain/proposals/read-form-json';
import type { LocalCopy } from './local-proposal-copies';
import type { StoredProposal } from './proposal-gateway';

/** Two versions of a kind's form, side by side, for the member to choose from. */
export interface RestoreOffer {
  readonly device: { readonly values: ProposalValues; readonly savedAt: string };
  readonly server: { readonly values: ProposalValues; readonly updated: string | null };
}

/**
 * A copy on this device is offered when it holds edits the proposal system never confirmed, differs from
 * what the server has, and is not older than the server's last save (an older one was overtaken elsewhere).
 */
export function restoreOffer(
  kind: ProposalKind,
  stored: StoredProposal | null,
  /** The stored form as already read. */
  storedValues: ProposalValues,
  copy: LocalCopy | null,
): RestoreOffer | null {
  if (!copy?.pending || copy.formJson === stored?.formJson) return null;
  if (stored && Date.parse(copy.savedAt) < Date.parse(stored.updated)) return null;
  return {
    device: { values: readProposal(kind, copy.formJson).values, savedAt: copy.savedAt },
    server: { values: storedValues, updated: stored?.updated ?? null },
  };
}
