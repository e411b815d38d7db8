import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** beside-signals.ts as the deploy path loads it, with DEPLOY_PATH_SIGNALS set to `folder` (or unset). */
async function signalsIn(folder: string | undefined) {
  vi.resetModules();
  if (folder === undefined) vi.stubEnv('DEPLOY_PATH_SIGNALS', undefined);
  else vi.stubEnv('DEPLOY_PATH_SIGNALS', folder);
  return import('../../scripts/deploy-path/beside-signals');
}

const folders: string[] = [];
const aFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'beside-signals-'));
  folders.push(folder);
  return folder;
};

afterEach(() => {
  vi.unstubAllEnvs();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** How CI's deploy path and the checks beside it take turns (.ci/run, scripts/ci/beside-the-deploy-path.sh). */
describe('the deploy path’s turns with the checks beside it', () => {
  it('starts its readers at once, and tells no one, when nothing runs beside', async () => {
    const { untilBesidePaused, readersDone } = await signalsIn(undefined);
    await expect(untilBesidePaused()).resolves.toBeNull();
    expect(() => readersDone()).not.toThrow();
  });

  it('starts its readers only once the checks beside have paused', async () => {
    const folder = aFolder();
    const { untilBesidePaused } = await signalsIn(folder);
    let started = false;
    const readers = untilBesidePaused().then((waited) => {
      started = true;
      return waited;
    });
    // Two of its looks at the folder, and the checks have not paused yet.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(started).toBe(false);
    writeFileSync(join(folder, 'beside-paused'), '');
    await expect(readers).resolves.toBeGreaterThan(0);
  });

  it('tells the checks beside that its readers are done', async () => {
    const folder = aFolder();
    const { readersDone } = await signalsIn(folder);
    expect(existsSync(join(folder, 'readers-done'))).toBe(false);
    readersDone();
    expect(existsSync(join(folder, 'readers-done'))).toBe(true);
  });
});
