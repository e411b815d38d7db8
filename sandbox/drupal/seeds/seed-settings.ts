import { PROPOSAL_SUBMISSION } from '../../demo-data/event-settings';
import type { SandboxDatabase } from '../../storage/database';
import { saveEditableVar } from '../tables/site-data';

export function seedSettings(db: SandboxDatabase): void {
  saveEditableVar(db, 'proposal_submission', PROPOSAL_SUBMISSION);
}
