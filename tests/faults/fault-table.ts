import { DISCUSSION_ROWS } from './discussion-rows';
import { DRUPAL_ROWS } from './drupal-rows';
import type { FaultRow } from './fault-row';
import { SEWOBE_ROWS } from './sewobe-rows';
import { PROPOSAL_ROWS } from './proposal-rows';
import { SEARCH_ROW } from './search-rows';

/** Issue 45's calls follow "Add a comment", where docs/behaviour.md, Remote calls, lists them. */
const AFTER_COMMENT = DRUPAL_ROWS.findIndex((row) => row.id === 'comment') + 1;
/** The site search follows the timeline's view, the last of the lists. */
const AFTER_TIMELINE = DRUPAL_ROWS.findIndex((row) => row.id === 'timeline') + 1;

/** Every call of docs/behaviour.md, Remote calls, by system, in its order: the one source of docs/faults.md. */
export const FAULT_TABLE: readonly FaultRow[] = [
  ...DRUPAL_ROWS.slice(0, AFTER_TIMELINE),
  SEARCH_ROW,
  ...DRUPAL_ROWS.slice(AFTER_TIMELINE, AFTER_COMMENT),
  ...DISCUSSION_ROWS,
  ...DRUPAL_ROWS.slice(AFTER_COMMENT),
  ...SEWOBE_ROWS,
  ...PROPOSAL_ROWS,
];
