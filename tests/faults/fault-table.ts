import { DRUPAL_ROWS } from './drupal-rows';
import type { FaultRow } from './fault-row';
import { SEWOBE_ROWS } from './sewobe-rows';
import { PROPOSAL_ROWS } from './proposal-rows';

/** Every call of docs/behaviour.md, Remote calls, by system, in its order: the one source of docs/faults.md. */
export const FAULT_TABLE: readonly FaultRow[] = [...DRUPAL_ROWS, ...SEWOBE_ROWS, ...PROPOSAL_ROWS];
