import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createFirstScreenService } from '@/server/first-screen-service';
import { serviceSettingsFrom } from '@/server/service-settings';
import { BUILT_INDEX_HTML } from './built-index-html';
import { memoryLog } from './memory-log';
import { startSandbox, type RunningSandbox } from './sandbox-server';
import { TEST_BUDGET_ENV } from './test-budgets';

/** Starts `server` on a free port of 127.0.0.1; resolves with its origin. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The service has no TCP port.');
  return `http://127.0.0.1:${address.port}`;
}

export const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A built dist/ in `folder` as the service reads it: index.html, Vite's manifest (empty) and config.json. */
export function writeServedDist(folder: string, config: object = { cmsUrl: '/cms/' }): string {
  const dist = join(folder, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), BUILT_INDEX_HTML);
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dist, 'config.json'), JSON.stringify(config));
  return dist;
}

/** How useServiceOnSandbox sets the service up, beyond its defaults. */
export interface ServiceOnSandbox {
  /** Settings on top of the sandbox's Drupal, the served dist/ and the test's time limits. */
  readonly env?: Record<string, string>;
  /** Writes the dist/ it serves into a folder, and says where (writeServedDist unless given). */
  readonly dist?: (folder: string) => string;
  /** Puts content in place before the service starts. */
  readonly seed?: (sandbox: RunningSandbox) => Promise<void>;
}

/**
 * The service against a sandbox of its own for a `describe` block, started before its tests and stopped after
 * them, with a generous time limit (a cold first render on a busy machine must not turn the page a test reads
 * into the 503 fallback; the limit is tested on its own). Its log is kept in memory.
 */
export function useServiceOnSandbox({ env = {}, dist = writeServedDist, seed }: ServiceOnSandbox = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'necs-service-'));
  const log = memoryLog();
  let sandbox: RunningSandbox;
  let service: Server;
  let origin = '';
  let served = '';
  beforeAll(async () => {
    sandbox = await startSandbox();
    await seed?.(sandbox);
    const settings = serviceSettingsFrom({
      DRUPAL_URL: `${sandbox.url}/cms/`,
      DIST: (served = dist(folder)),
      ...TEST_BUDGET_ENV,
      ...env,
    });
    service = createFirstScreenService(settings, log);
    origin = await listen(service);
  });
  afterAll(async () => {
    await close(service);
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return { log, origin: () => origin, dist: () => served, sandboxUrl: () => sandbox.url };
}
