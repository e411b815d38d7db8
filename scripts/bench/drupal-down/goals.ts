import type { ServiceOutageFigures } from './column';
import type { SlowFigures } from './slow-drupal-load';

/**
 * Issue 53's goals for a slow Drupal and for the log, beside issue 43's while Drupal hangs and for its return:
 * the share of pages drawn at 800 ms a call, p99 after the first 2 s of the hang, calls to Drupal while it
 * hangs, the most memory, seconds to a drawn screen after Drupal's return, log lines in the hang's first 30 s.
 */
export const DRUPAL_DOWN_TARGETS = {
  drawnShare: 0.95,
  p99Ms: 50,
  drupalCalls: 60,
  rssMb: 250,
  recoverySeconds: 10,
  logLines: 3000,
} as const;

export type DrupalDownGoal = keyof typeof DRUPAL_DOWN_TARGETS;

/** Drawn pages among all the answers and failed requests. */
export const drawnShare = ({ drawn, answers }: SlowFigures) => (answers === 0 ? 0 : drawn / answers);

/** Whether one service meets each goal: the table's marks and the bench's exit status both read this. */
export function drupalDownGoalsMet({ slow, down }: ServiceOutageFigures): Record<DrupalDownGoal, boolean> {
  const targets = DRUPAL_DOWN_TARGETS;
  return {
    drawnShare: drawnShare(slow) >= targets.drawnShare,
    p99Ms: down.p99Ms <= targets.p99Ms,
    drupalCalls: down.drupalCalls <= targets.drupalCalls,
    rssMb: down.rssMostMb <= targets.rssMb,
    recoverySeconds: down.recoverySeconds !== null && down.recoverySeconds <= targets.recoverySeconds,
    logLines: down.logLines <= targets.logLines,
  };
}

/** The goals `figures` misses, by name; none when all are met. */
export const drupalDownMisses = (figures: ServiceOutageFigures): DrupalDownGoal[] =>
  Object.entries(drupalDownGoalsMet(figures))
    .filter(([, met]) => !met)
    .map(([goal]) => goal as DrupalDownGoal);
