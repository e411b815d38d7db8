import type { ProposalValues } from '@/domain/proposals/proposal-fields';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { readProposal } from '@/domain/proposals/read-form-json';
import type { LocalCopy } from './local-proposal-copies';
import type { StoredProposal } from './proposal-gateway';

/** Two versions of a kind's form, side by side, for the member to choose from. */
export interface RestoreOffer {
  readonly device: { readonly values: ProposalValues; readonly savedAt: string };
  readonly server: { readonly values: ProposalValues; readonly updated: string | null };
  /**
   * The proposal system holds a later version than the one the copy was made from (saved in another tab
   * or on another device). False when the copy's origin is not known.
   */
  readonly overtaken: boolean;
}

/**
 * A copy on this device is offered when it holds edits the proposal system never confirmed and differs
 * from what the server has. Versions decide, never times: the copy's `savedAt` is the device's clock and
 * the server's `updated` the proposal system's, and either may be hours off. An overtaken copy is offered
 * too: a pending edit is never hidden, and the member chooses.
 */
export function restoreOffer(
  kind: ProposalKind,
  stored: StoredProposal | null,
  /** The stored form as already read. */
  storedValues: ProposalValues,
  copy: LocalCopy | null,
): RestoreOffer | null {
  if (!copy?.pending || copy.formJson === stored?.formJson) return null;
  return {
    device: { values: readProposal(kind, copy.formJson).values, savedAt: copy.savedAt },
    server: { values: storedValues, updated: stored?.updated ?? null },
    overtaken: copy.base !== null && stored !== null && copy.base !== stored.updated,
  };
}
