import { token } from '../token';
import type { CatchUpProposals } from './catch-up-proposals';
import type { OpenProposals } from './open-proposals';
import type { ProposalDeskStore } from './proposal-desk-store';

/** The desk's code once loaded: the store the pages read, and the use cases that fill it. */
export interface ProposalDesk {
  readonly store: ProposalDeskStore;
  readonly open: OpenProposals;
  /** Brings the open desk up to date when its tab is shown again. */
  readonly catchUp: CatchUpProposals;
}

/**
 * The proposal desk, loaded with its code on first use, so a visitor's first load carries none of it.
 * `load` answers the same promise every time (React's `use` needs that).
 */
export interface ProposalDeskLoader {
  load(): Promise<ProposalDesk>;
  /** The desk if it has been loaded in this tab; before that nothing can be unsaved. */
  current(): ProposalDesk | null;
}
export const ProposalDeskLoader = token<ProposalDeskLoader>('ProposalDeskLoader');
