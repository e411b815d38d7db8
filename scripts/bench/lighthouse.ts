import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { CHROMIUM_PATH, lighthouseChromeFlags } from './chromium';
import { median } from './statistics';

export type Preset = 'mobile' | 'desktop';

/** The figures of one Lighthouse run that issue 10 sets targets for. */
export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The longest main-thread task Lighthouse's simulation gives (its `long-tasks` audit; 0 when none). */
  longestTaskMs: number;
}

export interface LighthouseMedian extends LighthouseRun {
  runs: LighthouseRun[];
}

/** One Chromium for every Lighthouse run of a benchmark; each run resets storage and cache itself. */
export interface LighthouseBrowser {
  run(url: string, preset: Preset): Promise<LighthouseRun>;
  close(): Promise<void>;
}

/** Debian's Chromium with the e2e suite's flags, in a fresh profile of its own (chrome-launcher's default). */
export const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: lighthouseChromeFlags(),
    logLevel: 'silent',
  });

export async function launchLighthouseBrowser(): Promise<LighthouseBrowser> {
  const chrome = await launchChrome();
  return {
    run: (url, preset) => runLighthouse(url, preset, { port: chrome.port }),
    close: async () => {
      chrome.kill();
    },
  };
}

/**
 * One Lighthouse run, in a new tab of the Chromium on `port` that resets the origin's storage and the cache,
 * or in `page` with its storage kept (`disableStorageReset`, which keeps the HTTP cache as well).
 */
export async function runLighthouse(
  url: string,
  preset: Preset,
  target: { port: number; page?: Page },
): Promise<LighthouseRun> {
  // Lighthouse 13's defaults: the mobile preset with simulated throttling; desktop from its own config.
  const lhr = await againWhenTraceLost(async () => {
    const result = await lighthouse(
      url,
      {
        port: target.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: target.page !== undefined,
      },
      preset === 'desktop' ? desktopConfig : undefined,
      target.page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    return result.lhr;
  });
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url} has no ${id}.`);
    return value;
  };
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    longestTaskMs: longestTask(lhr.audits['long-tasks']?.details),
  };
}

/** Runs in which Chromium's trace lost the navigation, in a row, before the bench gives up. */
const TRACE_LOSSES_TOLERATED = 2;

/**
 * A run again when Chromium's trace lost the page's navigation (`NO_NAVSTART`): Lighthouse's own advice for
 * it is to run again, and one such run in thirty ended a ten-minute bench. Any other error stands.
 */
export async function againWhenTraceLost<Result extends { runtimeError?: { code: string } }>(
  run: () => Promise<Result>,
): Promise<Result> {
  for (let lost = 0; ; lost++) {
    const result = await run();
    if (result.runtimeError?.code !== 'NO_NAVSTART' || lost === TRACE_LOSSES_TOLERATED) return result;
  }
}

/** The median of each figure on its own, as Lighthouse's own guidance on variance advises. */
export function medianOf(runs: LighthouseRun[]): LighthouseMedian {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    score: of((run) => run.score),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    longestTaskMs: of((run) => run.longestTaskMs),
    runs,
  };
}

/** The longest of the tasks the `long-tasks` audit lists (its items carry each task's simulated duration). */
function longestTask(details: unknown): number {
  const items = (details as { items?: { duration?: number }[] } | undefined)?.items ?? [];
  return Math.max(0, ...items.map((item) => item.duration ?? 0));
}
