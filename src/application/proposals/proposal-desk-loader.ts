import type { ProposalDesk } from './proposal-desk';
import { token } from '../token';

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
