import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
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
}

export interface LighthouseMedian extends LighthouseRun {
  runs: LighthouseRun[];
}

/** One Chromium for every Lighthouse run of a benchmark; each run resets storage and cache itself. */
export interface LighthouseBrowser {
  run(url: string, preset: Preset): Promise<LighthouseRun>;
  close(): Promise<void>;
}

export async function launchLighthouseBrowser(): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: lighthouseChromeFlags(),
    logLevel: 'silent',
  });
  return {
    run: async (url, preset) => {
      // Lighthouse 13's defaults: the mobile preset with simulated throttling; desktop from its own config.
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
      const { lhr } = result;
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
      };
    },
    close: async () => {
      chrome.kill();
    },
  };
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
    runs,
  };
}
