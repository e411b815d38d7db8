import { BrokenCircuitError, TaskCancelledError } from 'cockatiel';
import { HttpStatusFailure } from '@/infrastructure/http/http-request';

/**
 * How a call to Drupal ended, as the policy saw it (drupal-policy.ts): its status's class, no answer at all, cut
 * at the call's own time limit (`aborted`), or given up by its render first (`abandoned`: its render's limit ran
 * out, or its reader left), which says nothing of Drupal.
 */
export type CallOutcome = '2xx' | '3xx' | '4xx' | '5xx' | 'error' | 'aborted' | 'abandoned';

/**
 * A call its render gave up on before Drupal's answer or the call's own limit (drupal-policy.ts): the breaker
 * does not count it, and readiness does not judge Drupal by it (observability/health.ts).
 */
export class LeftUnanswered extends Error {
  constructor(cause: unknown) {
    super('the render gave up on the call before Drupal answered', { cause });
  }
}

/** Drupal answered, whatever it said: a 404 is an answer (a page it has not), a 5xx or silence is not. */
export const answered = (outcome: CallOutcome): boolean => /^[234]xx$/.test(outcome);

export const statusClass = (status: number): CallOutcome =>
  `${Math.min(Math.max(Math.floor(status / 100), 2), 5)}xx` as CallOutcome;

/** The outcome of a call that failed; null for one the policy refused, which never reached Drupal. */
export function failedCallOutcome(error: unknown): CallOutcome | null {
  if (error instanceof BrokenCircuitError) return null;
  if (error instanceof LeftUnanswered) return 'abandoned';
  if (error instanceof HttpStatusFailure) return statusClass(error.response.status);
  if (error instanceof TaskCancelledError) return 'aborted';
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'AbortError' || name === 'TimeoutError' ? 'aborted' : 'error';
}
