import { HttpStatusFailure } from '@/infrastructure/http/http-request';

/**
 * Whether a call's end says Drupal is failing, and so counts toward opening the breaker: no connection, a reset,
 * no answer within the call's time (drupal-policy.ts), or a 5xx. A 4xx does not: Drupal answered, and a page
 * that is not there (404) or a session it no longer knows (403) is a healthy Drupal's answer.
 */
export function isDrupalFailure(error: unknown): boolean {
  return !(error instanceof HttpStatusFailure) || error.response.status >= 500;
}
