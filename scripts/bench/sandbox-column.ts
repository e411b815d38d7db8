import { measureFirstLoadBytes, measureLazyPartBytes } from './bytes';
import { measureCatalogueSizes } from './catalogue-sizes';
import { launchChromium } from './emulation';
import { measureLighthouse } from './lighthouse-plan';
import { runMicroBenchmarks } from './micro';
import { PUBLIC_PAGES } from './pages';
import { measureRepeatVisit } from './repeat-visit';
import { measureRequests } from './requests';
import type { SandboxFigures } from './results';
import { startBenchServer } from './sandbox-server';
import { registerSnapshotRoute, takeSnapshots, type SnapshotStore } from './snapshot';
import type { Steps } from './steps';
import { measureTyping } from './typing';

/**
 * The sandbox's column (issue 10): the built `dist` served by the sandbox in this process, as `npm start` serves
 * it, with a fresh database on a bench port, and the snapshots from a route of its own. Lighthouse pairs that
 * cannot end by `deadline` are cut. Returns Chromium's version with the figures.
 */
export async function measureSandbox(options: {
  dist: string;
  runs: number;
  deadline: number;
  steps: Steps;
}): Promise<{ figures: SandboxFigures; chromium: string }> {
  const { dist, runs, deadline, steps } = options;
  const { step, log } = steps;
  const micro = await step('micro-benchmarks', runMicroBenchmarks);
  const catalogues = measureCatalogueSizes(dist);

  let snapshots: SnapshotStore | undefined;
  const server = await startBenchServer({
    staticDir: dist,
    beforeListen: (app) => {
      snapshots = registerSnapshotRoute(app);
    },
  });
  if (!snapshots) throw new Error('The snapshot route was not registered.');
  const store = snapshots;
  log(`sandbox at ${server.origin}`);

  try {
    const browser = await launchChromium();
    const firstLoad = await step('first-load bytes', () => measureFirstLoadBytes(browser, server.origin));
    const lazyParts = await step('lazy parts', () => measureLazyPartBytes(browser, server.origin));
    const snapshotSizes = await step('snapshots', () => takeSnapshots(browser, server.origin, store));
    const requests = await step('requests', () => measureRequests(browser, server.origin));
    const typing = await step('typing', () => measureTyping(browser, server.origin));
    const repeatVisits = await step('repeat visits', async () => {
      const measured: SandboxFigures['repeatVisits'] = [];
      for (const { name, path } of PUBLIC_PAGES) {
        const app = await measureRepeatVisit(browser, server.origin, path, runs);
        const snapshot = await measureRepeatVisit(browser, server.origin, store.path(`${name}-mobile`), runs);
        measured.push({ page: name, path, app, snapshot, lcpRatio: app.lcpMs / snapshot.lcpMs });
      }
      return measured;
    });
    const chromium = browser.version();
    await browser.close();

    const lighthouse = await step('lighthouse', () =>
      measureLighthouse({
        origin: server.origin,
        pages: PUBLIC_PAGES,
        snapshots: store,
        runs,
        deadline,
        log,
      }),
    );
    const figures = {
      micro,
      firstLoad,
      lazyParts,
      catalogues,
      snapshots: snapshotSizes,
      lighthouse,
      repeatVisits,
      requests,
      typing,
    };
    return { figures, chromium };
  } finally {
    await server.close();
  }
}
