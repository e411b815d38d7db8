import { DISCUSSION_ROWS } from './discussion-rows';
import { DRUPAL_ROWS } from './drupal-rows';
import type { FaultRow } from './fault-row';
import { SEWOBE_ROWS } from './sewobe-rows';
import { PROPOSAL_ROWS } from './proposal-rows';

/** Issue 45's calls follow "Add a comment", where docs/behaviour.md, Remote calls, lists them. */
const AFTER_COMMENT = DRUPAL_ROWS.findIndex((row) => row.id === 'comment') + 1;

/** Every call of docs/behaviour.md, Remote calls, by system, in its order: the one source of docs/faults.md. */
export const FAULT_TABLE: readonly FaultRow[] = [
  ...DRUPAL_ROWS.slice(0, AFTER_COMMENT),
  ...DISCUSSION_ROWS,
  ...DRUPAL_ROWS.slice(AFTER_COMMENT),
  ...SEWOBE_ROWS,
  ...PROPOSAL_ROWS,
];
