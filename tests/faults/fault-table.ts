import { CONTENT_ROWS } from './content-rows';
import type { FaultRow } from './fault-row';
import { MEMBERSHIP_ROWS } from './membership-rows';
import { PROPOSAL_ROWS } from './proposal-rows';

/** Every call of spec section 7, by system, in the spec's order: the one source of docs/faults.md. */
export const FAULT_TABLE: readonly FaultRow[] = [...CONTENT_ROWS, ...MEMBERSHIP_ROWS, ...PROPOSAL_ROWS];
