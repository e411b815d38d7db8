import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { HttpStatusFailure, type HttpRequest, type HttpResponse } from '@/infrastructure/http/http-request';
import { readBuiltPortal } from '../built-portal';
import type { BreakerState } from '../drupal-policy';
import { callsThroughPolicy } from '../drupal-calls';
import { messageOf } from './redacted';
import type { DrupalAnswers } from './drupal-answers';

export type Readiness = { readonly ready: true } | { readonly ready: false; readonly reason: string };

/** One light call to Drupal, through its policy: its outcome reaches DrupalAnswers as every call's does. */
export type Probe = () => Promise<void>;

/**
 * Whether the service can draw pages (`/readyz`): the build in `dist` readable (three `stat`s while it stands,
 * built-portal.ts), Drupal's breaker closed (`breaker`, drupal-policy.ts: while it is open every page is a 503
 * at once), and Drupal answering by what the latest calls saw (drupal-answers.ts, hearing the policy's calls).
 * When there has been no call for a while, one probe first, shared by every `/readyz` asked meanwhile: a load
 * balancer asking every second costs Drupal one call in `quietMs` at most, and none at all while pages are being
 * drawn. The probe goes through the breaker: refused while it is open, it is the breaker's trial call once one is
 * due, so a service taken out of rotation still learns that Drupal is back.
 */
export function readinessOf(
  dist: string,
  drupal: DrupalAnswers,
  probe: Probe,
  breaker: () => BreakerState,
): () => Promise<Readiness> {
  let probing: Promise<void> | null = null;
  const probeOnce = () => (probing ??= probe().finally(() => (probing = null)));

  return async () => {
    try {
      readBuiltPortal(dist);
    } catch (error) {
      return { ready: false, reason: `the build in ${dist} cannot be read: ${messageOf(error)}` };
    }
    // While the breaker is open the probe is refused at once, with no call, until its trial call is due: then the
    // probe makes it, with or without pages asked meanwhile.
    if (drupal.quiet() || breaker() !== 'closed') await probeOnce();
    const state = breaker();
    if (state !== 'closed')
      return {
        ready: false,
        reason: `Drupal's breaker is ${state}: pages are refused until a trial call succeeds`,
      };
    const verdict = drupal.verdict();
    if (verdict.state === 'answering') return { ready: true };
    return {
      ready: false,
      reason: verdict.state === 'failing' ? verdict.reason : 'no call to Drupal has been answered yet',
    };
  };
}

/**
 * A HEAD of Drupal's base address within `timeoutMs`, under the process's policy for that Drupal
 * (callsThroughPolicy): any answer below 500 is Drupal answering (a 404 or a 403 there is Drupal's own). Through
 * node:http as the renders' calls go, which refuses no port (fetch refuses some, such as 9).
 */
export function headProbe(drupalUrl: string, timeoutMs: number): Probe {
  const probe = callsThroughPolicy(drupalUrl, headWithin(timeoutMs));
  // Its time limit inside the call, not on the request: the policy then tells of its end before it resolves.
  return () =>
    probe({ method: 'get', url: drupalUrl }).then(
      () => undefined,
      () => undefined,
    );
}

/** `request`'s address asked with HEAD within `timeoutMs`: 2xx, else HttpStatusFailure, as the transports answer. */
const headWithin = (timeoutMs: number) => (request: HttpRequest) =>
  new Promise<HttpResponse>((resolve, reject) => {
    const url = new URL(request.url);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const limit = AbortSignal.timeout(timeoutMs);
    const options = {
      method: 'HEAD',
      signal: request.signal ? AbortSignal.any([request.signal, limit]) : limit,
    };
    const outgoing = send(url, options, (answer) => {
      answer.resume();
      const response = { status: answer.statusCode ?? 500, headers: new Headers(), data: null };
      if (response.status >= 200 && response.status < 300) resolve(response);
      else reject(new HttpStatusFailure(request, response));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
