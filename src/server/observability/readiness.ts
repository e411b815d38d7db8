import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readBuiltPortal } from '../built-portal';
import { PROBE_HEADER } from './drupal-calls';
import { redactedText } from './redacted';
import type { DrupalAnswers } from './drupal-answers';

export type Readiness = { readonly ready: true } | { readonly ready: false; readonly reason: string };

/** One light call to Drupal: whether it answered, and what it met if not. */
export type Probe = () => Promise<{ readonly answered: boolean; readonly what: string }>;

/**
 * Whether the service can draw pages (`/readyz`): the build in `dist` readable (three `stat`s while it stands,
 * built-portal.ts), and Drupal answering by what the latest calls saw (drupal-answers.ts). When there has been
 * no call for a while, one probe first, shared by every `/readyz` asked meanwhile: a load balancer asking every
 * second costs Drupal one call in `quietMs` at most, and none at all while pages are being drawn.
 */
export function readinessOf(dist: string, drupal: DrupalAnswers, probe: Probe): () => Promise<Readiness> {
  let probing: Promise<void> | null = null;
  const probeOnce = () =>
    (probing ??= probe()
      .then(({ answered, what }) => drupal.record(answered, what))
      .finally(() => (probing = null)));

  return async () => {
    try {
      readBuiltPortal(dist);
    } catch (error) {
      return { ready: false, reason: `the build in ${dist} cannot be read: ${messageOf(error)}` };
    }
    if (drupal.quiet()) await probeOnce();
    const verdict = drupal.verdict();
    if (verdict.state === 'answering') return { ready: true };
    return {
      ready: false,
      reason: verdict.state === 'failing' ? verdict.reason : 'no call to Drupal has been answered yet',
    };
  };
}

/**
 * A HEAD of Drupal's base address within `timeoutMs`: any answer below 500 is Drupal answering (a 404 or a
 * 403 there is Drupal's own). Sent with PROBE_HEADER, so it is not counted among the renders' calls
 * (drupal-calls.ts): readinessOf records it itself. Through node:http as the renders' calls go, which refuses
 * no port (fetch refuses some, such as 9).
 */
export function headProbe(drupalUrl: string, timeoutMs: number): Probe {
  return () =>
    new Promise((resolve) => {
      const url = new URL(drupalUrl);
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const headers = { [PROBE_HEADER]: '1' };
      const request = send(
        url,
        { method: 'HEAD', headers, signal: AbortSignal.timeout(timeoutMs) },
        (answer) => {
          answer.resume();
          const status = answer.statusCode ?? 500;
          resolve({ answered: status < 500, what: `probe ${status}` });
        },
      );
      request.on('error', (error) => resolve({ answered: false, what: `probe: ${messageOf(error)}` }));
      request.end();
    });
}

/** A failure's own words, its cause's first (fetch's `fetch failed` alone says nothing), safe for a log line. */
export function messageOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return redactedText(cause instanceof Error ? cause.message : String(cause));
}
