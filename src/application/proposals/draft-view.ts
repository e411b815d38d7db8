import type { MergeChoice, MergeChoices, MergeQuestion } from '@/domain/proposals/merge-versions';
import type { ProposalValues } from '@/domain/proposals/proposal-fields';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import type { ReadProblem } from '@/domain/proposals/read-form-json';
import type { RestoreOffer } from './restore-offer';
import type { ConflictMet, SendFailure, SyncStatus } from './sync-status';

/** One kind's form as the page shows it. */
export interface DraftView {
  readonly kind: ProposalKind;
  readonly sent: boolean;
  readonly values: ProposalValues;
  /** Bumped whenever `values` change from outside the form (a restore, a reload after a 409). */
  readonly resetKey: number;
  /** Parts of the stored form this version could not read: kept as they are, never overwritten. */
  readonly problems: readonly ReadProblem[];
  readonly sync: SyncStatus;
  /** The server's time of the last save or of the send. */
  readonly updated: string | null;
  readonly sending: boolean;
  readonly sendFailure: SendFailure | null;
  /** A copy on this device with edits the server never confirmed, offered for restore. */
  readonly restore: RestoreOffer | null;
  /** Newer words saved elsewhere met unsaved words of this tab: both kept until the member chooses. */
  readonly conflict: ProposalConflict | null;
  /** Words typed here after the kind was sent from another tab or device: kept on this device to copy. */
  readonly unsent: ProposalValues | null;
}

/**
 * What the member keeps in a conflict, where both versions changed the same field: this tab's words, the newer
 * ones, or field by field (by the questions' paths) this tab's, both, and the newer ones in the others. What
 * only one version changed is kept whatever the choice.
 */
export type ConflictChoice =
  'mine' | 'newer' | { readonly keepMine: readonly string[]; readonly keepBoth?: readonly string[] };

/** The member's choice as the merge's answer to each question: this tab's words, both, or the newer version's. */
export function answersOf(choice: ConflictChoice, questions: readonly MergeQuestion[]): MergeChoices {
  const answerOf = (path: string): MergeChoice => {
    if (choice === 'mine') return 'mine';
    if (choice === 'newer') return 'theirs';
    if (choice.keepBoth?.includes(path)) return 'both';
    return choice.keepMine.includes(path) ? 'mine' : 'theirs';
  };
  return Object.fromEntries(questions.map(({ path }) => [path, answerOf(path)]));
}

/** A save refused because another tab or device saved newer words since this tab's version. */
export interface ProposalConflict {
  /** The call that met the newer version: this tab's words were not saved, or not sent. */
  readonly met: ConflictMet;
  /** What this tab holds, not saved (or not sent). */
  readonly mine: ProposalValues;
  /** What the proposal system holds, saved elsewhere. */
  readonly theirs: ProposalValues;
  /** The version both were written from (this tab's last read or save). */
  readonly base: ProposalValues;
  /** The fields both changed, each its own way (a paper's field on its own): what the member chooses. */
  readonly questions: readonly MergeQuestion[];
  /** The proposal system's time of the newer version. */
  readonly theirsUpdated: string;
}
