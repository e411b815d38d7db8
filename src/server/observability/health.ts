import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { FirstScreenSettings } from '../first-screen-document';
import { DrupalAnswers, type DrupalVerdict } from './drupal-answers';
import { answered } from '../call-outcome';
import { drupalBreakerState, onDrupalCallEnd } from '../drupal-calls';
import { drupalCalls, reportBreakerToward, reportReadiness } from './metrics';
import { headProbe, readinessOf, type Readiness } from './readiness';
import { messageOf } from './redacted';

/** What /readyz says from SIGTERM on, while the service finishes its renders under way (drain.ts). */
const STOPPING: Readiness = {
  ready: false,
  reason: 'the service is stopping: it finishes the renders under way and takes no more',
};

export interface ServiceHealth {
  /** Answers `/healthz` or `/readyz` and says true; false for any other request. */
  answer(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  /** Stops listening to the calls to Drupal (when the server closes). */
  close(): void;
}

/**
 * `/healthz`: alive, the process answers (restart it when not). `/readyz`: it can draw pages, the build
 * readable and Drupal answering (send it no pages when not: 503 with the reason). Both for the machine's
 * checks (systemd, a load balancer, Kubernetes), never through nginx (docs/deploy.md, section 7). Every call
 * to Drupal is counted (necs_drupal_calls_seconds) and judged here as it ends, as the policy that sent it saw it
 * end (drupal-policy.ts): the calls the breaker counts, and no other; the log says when Drupal starts failing and
 * when it answers again, once each, whether anything asks /readyz or not.
 */
export function serviceHealth(
  settings: FirstScreenSettings,
  logger: Logger,
  stopping: () => boolean = () => false,
): ServiceHealth {
  const drupal = new DrupalAnswers(() => performance.now());
  let was: DrupalVerdict['state'] = 'unknown';
  const listening = onDrupalCallEnd((outcome, seconds, drupalUrl, failure) => {
    if (drupalUrl !== settings.drupalUrl) return;
    drupalCalls.observe({ outcome }, seconds);
    // Given up by its render before Drupal could answer: nothing learnt of Drupal (call-outcome.ts).
    if (outcome === 'abandoned') return;
    // No answer at all: what the call met (a refused connection, a name not found) says why.
    drupal.record(answered(outcome), outcome === 'error' ? `error: ${messageOf(failure)}` : outcome);
    const verdict = drupal.verdict();
    if (verdict.state === 'failing' && was !== 'failing') logger.warn(`Drupal is failing: ${verdict.reason}`);
    if (verdict.state === 'answering' && was === 'failing') logger.info('Drupal answers again');
    was = verdict.state;
  });
  const readiness = readinessOf(
    settings.dist,
    drupal,
    headProbe(settings.drupalUrl, settings.timeoutMs),
    () => drupalBreakerState(settings.drupalUrl),
  );
  const verdict = async (): Promise<Readiness> => {
    if (stopping()) return STOPPING;
    const judged = await readiness();
    // Asked as the service stops, even while its probe was out: send it no more pages (drain.ts).
    return stopping() ? STOPPING : judged;
  };
  const reporting = reportReadiness(async () => (await verdict()).ready);
  const breaker = reportBreakerToward(settings.drupalUrl);
  return {
    close() {
      listening.dispose();
      reporting.dispose();
      breaker.dispose();
    },
    async answer(request, response) {
      if (request.url === '/healthz') {
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        response.end('ok\n');
        return true;
      }
      if (request.url !== '/readyz') return false;
      const said = await verdict();
      response.writeHead(said.ready ? 200 : 503, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(`${JSON.stringify(said)}\n`);
      return true;
    },
  };
}
