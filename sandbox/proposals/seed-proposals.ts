import { PROPOSAL_SEEDS } from '../demo-data/proposals';
import type { SandboxDatabase } from '../storage/database';
import { storeProposalForm } from './proposal-forms';

export function seedProposals(db: SandboxDatabase): void {
  for (const seed of PROPOSAL_SEEDS) storeProposalForm(db, seed);
}
