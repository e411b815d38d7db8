import { launchChromium } from '../emulation';
import { measureLighthouse } from '../lighthouse-plan';
import { PUBLIC_PAGES } from '../pages';
import type { ProductionFigures } from '../results';
import { snapshotFiles, takeSnapshots } from '../snapshot';
import type { Steps } from '../steps';
import { loadCachedPage, loadRenderer } from './load';
import { startProductionStack } from './stack';

/** The page put under load from nginx's cache; the renderer draws it and the news list afresh. */
const CACHED_PAGE = '/about-us';
const RENDERED_PAGES = ['/about-us', '/news'] as const;

/**
 * The production path's column (issue 18): the built `dist` through nginx with deploy/nginx.conf and its page
 * cache, in front of the first-screen service (scripts/serve-nginx-e2e.ts --bench). The snapshots are files in
 * `dist` served by the same nginx; taking them fills the cache, so Lighthouse meets the pages as a visitor
 * after the first does. Then the cached page and the renderer under load, each for `loadSeconds`, and
 * Lighthouse last, with pairs that cannot end by `deadline` cut.
 */
export async function measureProduction(options: {
  dist: string;
  runs: number;
  deadline: number;
  loadSeconds: number;
  steps: Steps;
}): Promise<{ figures: ProductionFigures; chromium: string }> {
  const { dist, runs, deadline, loadSeconds, steps } = options;
  const { step, log } = steps;
  const stack = await step('production: nginx stack', () => startProductionStack(dist));
  log(`nginx at ${stack.origin}, the first-screen service at ${stack.rendererOrigin}`);
  try {
    const store = snapshotFiles(dist);
    const browser = await launchChromium();
    const snapshots = await step('production: snapshots', () => takeSnapshots(browser, stack.origin, store));
    const chromium = browser.version();
    await browser.close();
    const cachedPage = await step('production: cached page under load', () =>
      loadCachedPage(stack.origin, CACHED_PAGE, loadSeconds),
    );
    const renders = await step('production: renders', async () => {
      const measured = [];
      for (const path of RENDERED_PAGES)
        measured.push(await loadRenderer(stack.rendererOrigin, path, loadSeconds));
      return measured;
    });
    const lighthouse = await step('production: lighthouse', () =>
      measureLighthouse({ origin: stack.origin, pages: PUBLIC_PAGES, snapshots: store, runs, deadline, log }),
    );
    return { figures: { snapshots, lighthouse, cachedPage, renders }, chromium };
  } finally {
    await stack.stop();
  }
}
