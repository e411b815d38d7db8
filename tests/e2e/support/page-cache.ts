import { createHash } from 'node:crypto';
import { CONTROL_SECRET_ENV, CONTROL_SECRET_HEADER } from '../../../sandbox/host/control-secret';
import { stackPorts } from '../../../scripts/nginx-stack';

/**
 * What Drupal would send in X-Necs-Refresh on save to have a page drawn afresh, for this run: derived from the
 * run's control secret (playwright.config.ts hands it to scripts/serve-nginx-e2e.ts and to the tests alike), so
 * it is never a fixed word that a stack left running would answer to.
 */
export function e2eRefreshSecret(): string {
  const secret = process.env[CONTROL_SECRET_ENV];
  if (!secret)
    throw new Error(`${CONTROL_SECRET_ENV} is not set: run the browser tests with playwright.config.ts`);
  // 128 bits, as hex: the shortest secret deploy/page-locations.ts takes (REFRESH_SECRET).
  return createHash('sha256').update(`necs-refresh:${secret}`).digest('hex').slice(0, 32);
}

/**
 * How long the e2e stack keeps a drawn page fresh (a deployment: 60 s), in nginx's page cache and in the
 * `s-maxage` the first-screen service draws with (a device's copy keeps it), so that a test can see a cached
 * page go stale without waiting a minute; long enough for a test's MISS, then HIT, a few requests apart.
 */
export const E2E_FRESH_SECONDS = 5;

/** A path no other test asks for (the query is the page's own), so that a test sees the cache from its first request. */
export const uncachedPath = (path: string, testInfo: { retry: number }) =>
  `${path}?cache-test=${testInfo.retry}-${Date.now()}`;

/**
 * Runs `during` with the first-screen service stopped (its port refusing connections, as when it crashed),
 * and starts it again afterwards, whatever `during` did, so that later tests find the stack whole.
 */
export async function whileRendererStopped(baseURL: string, during: () => Promise<void>): Promise<void> {
  await rendererControl(baseURL, 'stop');
  try {
    await during();
  } finally {
    await rendererControl(baseURL, 'start');
  }
}

async function rendererControl(baseURL: string, action: 'stop' | 'start'): Promise<void> {
  const secret = process.env[CONTROL_SECRET_ENV];
  if (!secret)
    throw new Error(`${CONTROL_SECRET_ENV} is not set: run the browser tests with playwright.config.ts`);
  const { rendererControl: port } = stackPorts(Number(new URL(baseURL).port));
  const answer = await fetch(`http://127.0.0.1:${port}/renderer/${action}`, {
    method: 'POST',
    headers: { [CONTROL_SECRET_HEADER]: secret },
  });
  if (answer.status !== 204) throw new Error(`renderer ${action}: ${answer.status} ${await answer.text()}`);
}
