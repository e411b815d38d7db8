import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstScreenService, type FirstScreenService } from '@/server/first-screen-service';
import { metricsListener } from '@/server/observability/metrics-listener';
import { serviceSettingsFrom } from '@/server/service-settings';
import { startGatedDrupal } from '../support/gated-drupal';
import { quietLog } from '../support/memory-log';
import { close, listen, writeServedDist } from '../support/service-server';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';
import { TEST_BUDGET_ENV } from '../support/test-budgets';

/**
 * `necs_ready` (observability/metrics.ts): the renderer's readiness in its metrics, as its `/readyz` says it, so
 * an alert reads the verdict itself rather than guess it from the calls to Drupal.
 */
describe('the readiness gauge, necs_ready', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-ready-gauge-'));
  const metrics = metricsListener();
  let metricsOrigin: string;
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    metricsOrigin = await listen(metrics);
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await close(metrics);
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** A service on `drupalUrl`, listening; stopped by the caller. */
  async function serviceOn(drupalUrl: string) {
    const settings = serviceSettingsFrom({
      ...TEST_BUDGET_ENV,
      DRUPAL_URL: drupalUrl,
      DIST: writeServedDist(folder),
    });
    const service = createFirstScreenService(settings, quietLog());
    return { service, origin: await listen(service) };
  }

  /** The gauge and /readyz, asked one after the other. */
  async function readiness(origin: string) {
    const text = await (await fetch(`${metricsOrigin}/metrics`)).text();
    const gauge = /^necs_ready (\d+)$/m.exec(text)?.[1];
    return { gauge, readyz: (await fetch(`${origin}/readyz`)).status };
  }

  const stop = (service: FirstScreenService) => {
    service.closeAllConnections();
    return close(service);
  };

  it('reads 1 while /readyz says 200: the build in place, Drupal answering', async () => {
    const { service, origin } = await serviceOn(`${sandbox.url}/cms/`);
    try {
      expect(await readiness(origin)).toEqual({ gauge: '1', readyz: 200 });
    } finally {
      await stop(service);
    }
  });

  it('reads 0 while /readyz says 503: Drupal on a dead port', async () => {
    const { service, origin } = await serviceOn('http://127.0.0.1:9/');
    try {
      expect(await readiness(origin)).toEqual({ gauge: '0', readyz: 503 });
    } finally {
      await stop(service);
    }
  });

  it('reads 0 from the drain on, Drupal answering all the same', async () => {
    const drupal = await startGatedDrupal(sandbox.url);
    const { service, origin } = await serviceOn(`${drupal.origin}/cms/`);
    try {
      expect(await readiness(origin)).toEqual({ gauge: '1', readyz: 200 });
      // A page under way holds the drain open: the gauge below is the stopping service's, not that of one gone.
      drupal.hold();
      const page = fetch(`${origin}/news`, { headers: { accept: 'text/html' } });
      await drupal.holding(1);
      const drained = service.drain();
      const text = await (await fetch(`${metricsOrigin}/metrics`)).text();
      expect(text).toMatch(/^necs_ready 0$/m);
      expect(text).toMatch(/^# HELP necs_ready .*stopping/m);
      drupal.release();
      expect((await page).status).toBe(200);
      expect(await drained).toBe('finished');
    } finally {
      await drupal.close();
    }
  });

  it('reads 0 once no service stands', async () => {
    const text = await (await fetch(`${metricsOrigin}/metrics`)).text();
    expect(text).toMatch(/^necs_ready 0$/m);
  });
});
