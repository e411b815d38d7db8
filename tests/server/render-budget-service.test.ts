import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withinBudget } from '@/server/budgets';
import { drupalBreakerState } from '@/server/drupal-calls';
import { createFirstScreenService, type FirstScreenService } from '@/server/first-screen-service';
import { serviceSettingsFrom } from '@/server/service-settings';
import { startGatedDrupal, type GatedDrupal } from '../support/gated-drupal';
import { memoryLog } from '../support/memory-log';
import { close, listen, writeServedDist } from '../support/service-server';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';

describe('a render that runs out of its time limit', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-budget-'));
  const log = memoryLog();
  let sandbox: RunningSandbox;
  let drupal: GatedDrupal;
  let service: FirstScreenService;
  let origin: string;
  const drupalUrl = () => `${drupal.origin}/cms/`;
  beforeAll(async () => {
    sandbox = await startSandbox();
    drupal = await startGatedDrupal(sandbox.url);
    const settings = serviceSettingsFrom({
      DRUPAL_URL: drupalUrl(),
      DIST: writeServedDist(folder),
      RENDER_TIMEOUT_MS: '300',
      // Longer than the render's: only the render's limit can end a held call here.
      DRUPAL_CALL_TIMEOUT_MS: '60000',
      DRUPAL_BREAKER_FAILURES: '1',
    });
    service = createFirstScreenService(settings, log);
    origin = await listen(service);
  });
  afterAll(async () => {
    drupal.release();
    await close(service);
    await drupal.close();
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers 503 naming RENDER_TIMEOUT_MS, and leaves the breaker closed: Drupal was not the one that failed', async () => {
    drupal.hold();
    for (const path of ['/', '/news', '/about-us']) {
      const answer = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
      expect(answer.status).toBe(503);
      expect(log.lines.at(-1)).toMatchObject({
        status: 503,
        cause: "the render's time limit ran out (RENDER_TIMEOUT_MS=300)",
      });
    }
    expect(drupalBreakerState(drupalUrl())).toBe('closed');
  });
});

describe('withinBudget', () => {
  it('answers at the limit even when the work never notices the signal (a render busy on the CPU)', async () => {
    const limit = new AbortController();
    const never = new Promise<string>(() => undefined);
    const answered = withinBudget(never, limit.signal);
    limit.abort(new Error('the limit'));
    await expect(answered).rejects.toThrow('the limit');
  });
});
