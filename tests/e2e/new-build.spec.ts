import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { readWithWorker } from './support/service-worker';
import { expect, test } from './support/test';

/**
 * Issue 29: a new build of the portal replaces the old code at the next navigation, never mixing chunks of two
 * builds. A deploy is played by changing the built worker (dist/sw.js and its precompressed copies, which the
 * server sends): the browser's update check finds it, it takes charge of the open tab, and the tab's next move
 * is the browser's own, a page loaded afresh, not the old build's router drawing with its old chunks.
 *
 * Only a browser shows: the service worker's update check, `controllerchange` taking the open tab, and the next link
 * loaded afresh by the browser itself.
 */
test.use({ serviceWorkers: 'allow' });

const WORKER = join('dist', 'sw.js');

/** Plays a deploy: the worker's script as another build's, in each encoding the server may send. */
function deployAnotherWorker(): () => void {
  const original = readFileSync(WORKER);
  const another = Buffer.concat([original, Buffer.from(`\n// another build ${Date.now()}\n`)]);
  writeFileSync(WORKER, another);
  writeFileSync(`${WORKER}.gz`, gzipSync(another));
  writeFileSync(`${WORKER}.br`, brotliCompressSync(another));
  return () => {
    writeFileSync(WORKER, original);
    writeFileSync(`${WORKER}.gz`, gzipSync(original));
    writeFileSync(`${WORKER}.br`, brotliCompressSync(original));
  };
}

/** A page started under the portal's worker, marked so that a load afresh shows (the mark is the window's). */
async function pageUnderWorker(page: Page, path: string): Promise<void> {
  await readWithWorker(page, path);
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await page.evaluate(() => {
    const marked = window as unknown as { underOldBuild?: boolean; workerChanged?: boolean };
    marked.underOldBuild = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => (marked.workerChanged = true));
  });
}

const stillOldBuild = (page: Page) =>
  page.evaluate(() => (window as unknown as { underOldBuild?: boolean }).underOldBuild === true);

test('a new build’s worker taking charge makes the next link a page loaded afresh, in the new build', async ({
  page,
}) => {
  await pageUnderWorker(page, '/about-us');
  const restore = deployAnotherWorker();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.waitForFunction(
      () => (window as unknown as { workerChanged?: boolean }).workerChanged === true,
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.locator('main h1')).toHaveText('News');
    expect(await stillOldBuild(page), 'the old build’s window drew the next page').toBe(false);
  } finally {
    restore();
  }
});

test('without a new build, a link is followed inside the app, as ever', async ({ page }) => {
  await pageUnderWorker(page, '/about-us');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page.locator('main h1')).toHaveText('News');
  expect(await stillOldBuild(page)).toBe(true);
});
