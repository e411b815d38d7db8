import type { SyncStatus } from '@/application/proposals/sync-status';
import type { CommentFailure, CommentSent } from '@/application/groups/post-comment';
import type { Result } from '@/domain/shared/result';
import { commentFailureText, type CommentWords } from '@/ui/groups/comment-failure-text';
import { GROUPS_ENGLISH } from '../support/groups-english';
import type { FaultBed } from './fault-bed';

/** What a driver saw the use case do once the fault was armed. */
export interface Observation {
  /** What it threw (or, for the proposal desk, the error its failed state carries). */
  readonly thrown?: unknown;
  /** The words the ui makes of its failure value, with the ui's own message functions. */
  readonly shown?: string;
  /** A proposal kind's status after the failed save. */
  readonly sync?: SyncStatus;
  /** It completed as if nothing went wrong. */
  readonly resolved?: true;
}

/**
 * Drives one row's call through the use case its screen calls: sets up what the screen would have (with
 * every system healthy), then `arm()`s the fault and makes the call. Asserts what must be kept itself.
 */
export type Driver = (bed: FaultBed, arm: () => void) => Promise<Observation>;

/** Runs a call that either completes or throws. */
export async function attempt(call: () => Promise<unknown>): Promise<Observation> {
  try {
    await call();
    return { resolved: true };
  } catch (error) {
    return { thrown: error };
  }
}

/** A plain-value result: nothing to show when it went through. */
export const shownOr = (ok: boolean, shown: () => string): Observation =>
  ok ? { resolved: true } : { shown: shown() };

/** A comment's or reply's result: posted (nothing to show), waiting in the outbox, or its failure's words. */
export function commentShown(
  result: Result<CommentSent, CommentFailure>,
  words: CommentWords,
  waiting: 'commentWaiting' | 'replyWaiting',
): Observation {
  if (!result.ok) return { shown: commentFailureText(result.error, GROUPS_ENGLISH, words) };
  return result.value === 'waiting' ? { shown: GROUPS_ENGLISH(waiting) } : { resolved: true };
}
