import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstScreenService, type FirstScreenService } from '@/server/first-screen-service';
import { repeatedCausesOf, RepeatedCauses } from '@/server/observability/repeated-causes';
import { serviceSettingsFrom } from '@/server/service-settings';
import { memoryLog } from '../../support/memory-log';
import { close, listen, writeServedDist } from '../../support/service-server';
import { startStallingServer, type StallingServer } from '../../support/stalling-server';

describe('failed answers summed up by cause', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('logs the first of a cause in full, then one line an interval with how many more, while it repeats', async () => {
    const { logger, lines } = memoryLog();
    const repeated = new RepeatedCauses(logger, 10_000);
    const admitted = Array.from({ length: 500 }, () => repeated.admit('503 Drupal is failing', 'warn'));
    expect(admitted.filter(Boolean)).toHaveLength(1);
    expect(repeated.admit('503 no connection', 'warn')).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        repeated: 499,
        seconds: 10,
        cause: '503 Drupal is failing',
        msg: '499 more answers failed the same way in the last 10 s: 503 Drupal is failing',
      }),
    ]);
    // Still failing the next interval: counted, not logged in full again.
    expect(repeated.admit('503 Drupal is failing', 'warn')).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(lines.at(-1)).toMatchObject({ repeated: 1 });
    // Quiet for an interval, then back: its first answer is logged in full.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(lines).toHaveLength(2);
    expect(repeated.admit('503 Drupal is failing', 'warn')).toBe(true);
  });

  it('tells apart a bounded number of causes, and sums up the rest together', () => {
    const repeated = new RepeatedCauses(memoryLog().logger);
    const admitted = Array.from({ length: 100 }, (_, page) => repeated.admit(`503 /page/${page}`, 'warn'));
    expect(admitted.filter(Boolean)).toHaveLength(20);
  });
});

describe('the service’s log while Drupal hangs', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-repeated-'));
  const log = memoryLog();
  let drupal: StallingServer;
  let service: FirstScreenService;
  let origin: string;
  beforeAll(async () => {
    drupal = await startStallingServer();
    const settings = serviceSettingsFrom({
      DRUPAL_URL: drupal.url,
      DIST: writeServedDist(folder),
      DRUPAL_CALL_TIMEOUT_MS: '100',
      DRUPAL_BREAKER_FAILURES: '1',
      DRUPAL_BREAKER_RETRY_MS: '600000',
    });
    service = createFirstScreenService(settings, log);
    origin = await listen(service);
  });
  afterAll(async () => {
    await close(service);
    await drupal.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes a few lines for 100 refused pages, and one that counts the rest', async () => {
    for (let page = 0; page < 100; page++)
      expect((await fetch(`${origin}/news`, { headers: { accept: 'text/html' } })).status).toBe(503);
    const refusals = log.lines.filter(({ cause }) => String(cause).startsWith('Drupal is failing'));
    expect(refusals).toHaveLength(1);
    repeatedCausesOf(log.logger).summarise();
    expect(log.lines.at(-1)).toMatchObject({
      level: 'warn',
      repeated: expect.any(Number),
      cause: expect.stringMatching(/^503 content: Drupal is failing/),
    });
    expect(log.lines.length).toBeLessThan(10);
  }, 30_000);
});
