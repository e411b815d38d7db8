import type { LighthouseBrowser, LighthouseMedian, Preset } from './lighthouse';
import { launchLighthouseBrowser, medianOf } from './lighthouse';
import type { PublicPage } from './pages';
import type { SnapshotStore } from './snapshot';

export interface LighthouseComparison {
  page: string;
  path: string;
  preset: Preset;
  app: LighthouseMedian;
  snapshot: LighthouseMedian;
  /** Median LCP of the portal over median LCP of its snapshot, both from this run. */
  lcpRatio: number;
}

export interface LighthouseOutcome {
  comparisons: LighthouseComparison[];
  /** Page and preset pairs left out to stay within the time limit. */
  cut: string[];
  secondsPerRun: number;
}

/**
 * Every public page under both presets, the portal and its snapshot alternating run by run so that both
 * meet the same machine load. Ordered by importance (mobile first, the home page first) so that, when the
 * time left cannot hold a pair's runs at the pace measured so far, the pairs cut are the least important;
 * the first pair always runs.
 */
export async function runLighthousePlan(options: {
  browser: LighthouseBrowser;
  origin: string;
  pages: readonly PublicPage[];
  snapshots: SnapshotStore;
  runs: number;
  deadline: number;
  log: (line: string) => void;
}): Promise<LighthouseOutcome> {
  const { browser, origin, pages, snapshots, runs, deadline, log } = options;
  const comparisons: LighthouseComparison[] = [];
  const cut: string[] = [];
  let spentMs = 0;
  let runsDone = 0;
  for (const preset of ['mobile', 'desktop'] as const) {
    for (const page of pages) {
      const label = `${page.path} ${preset}`;
      const pace = runsDone === 0 ? 0 : spentMs / runsDone;
      if (runsDone > 0 && Date.now() + pace * runs * 2 > deadline) {
        cut.push(label);
        log(`lighthouse: ${label} cut (about ${Math.round((pace * runs * 2) / 1000)} s left over the limit)`);
        continue;
      }
      const appRuns = [];
      const snapshotRuns = [];
      for (let run = 0; run < runs; run += 1) {
        const started = Date.now();
        appRuns.push(await browser.run(`${origin}${page.path}`, preset));
        snapshotRuns.push(await browser.run(`${origin}${snapshots.path(`${page.name}-${preset}`)}`, preset));
        spentMs += Date.now() - started;
        runsDone += 2;
      }
      const app = medianOf(appRuns);
      const snapshot = medianOf(snapshotRuns);
      comparisons.push({
        page: page.name,
        path: page.path,
        preset,
        app,
        snapshot,
        lcpRatio: app.lcpMs / snapshot.lcpMs,
      });
      log(
        `lighthouse: ${label} perf ${app.score} (snapshot ${snapshot.score}), LCP ${Math.round(app.lcpMs)} / ${Math.round(snapshot.lcpMs)} ms`,
      );
    }
  }
  return { comparisons, cut, secondsPerRun: runsDone ? spentMs / runsDone / 1000 : 0 };
}

/** The plan in a Chromium of its own for Lighthouse, closed afterwards. */
export async function measureLighthouse(
  options: Omit<Parameters<typeof runLighthousePlan>[0], 'browser'>,
): Promise<LighthouseOutcome> {
  const browser = await launchLighthouseBrowser();
  try {
    return await runLighthousePlan({ ...options, browser });
  } finally {
    await browser.close();
  }
}
