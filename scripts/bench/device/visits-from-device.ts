import type { BrowserContext } from '@playwright/test';
import { pageOfKey } from '../../../src/service-worker/page-copies';
import { throttle } from '../emulation';
import { openRendered } from '../pages';
import { readLcp } from '../repeat-visit';
import { median } from '../statistics';
import type { NetworkAnswers } from './network-answers';
import { paintedBeforeNetwork } from './targets';

/** One throttled repeat visit in a tab: its paints, and when the network first answered it (ms from its start). */
export interface DeviceVisit {
  fcpMs: number;
  lcpMs: number;
  /** null: nothing of this load came from the network. */
  firstNetworkAnswerMs: number | null;
}

export interface DeviceVisits {
  lcpMs: number;
  fcpMs: number;
  /** Every run painted before its first network answer. */
  paintedFirst: boolean;
  runs: DeviceVisit[];
}

/** As repeat-visit.ts waits: enough quiet after the heading for late content to paint. */
const QUIET_MS = 500;

/**
 * The first visit, unthrottled, then the page read again once the worker controls the tab, so the worker has
 * seen it (a page read before the worker took over never went through it). Says whether the worker kept a
 * copy: a public page's is kept, a member's answer (`private, no-store`) never is.
 */
export async function readThroughWorker(context: BrowserContext, path: string): Promise<boolean> {
  const page = await context.newPage();
  await openRendered(page, path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await openRendered(page, path);
  const keptPaths = await page.evaluate(async () => {
    const keys = await Promise.all(
      (await caches.keys()).map(async (name) => (await caches.open(name)).keys()),
    );
    return keys.flat().map((request) => request.url);
  });
  await page.close();
  return keptPaths.some((key) => pageOfKey(key)?.path === path);
}

/**
 * `runs` new tabs of the context, each throttled as the mobile preset (offline too when the context is), their
 * network answers and those of the context's worker gathered in `answers`.
 */
export async function visitsFromDevice(
  context: BrowserContext,
  path: string,
  runs: number,
  options: { answers: NetworkAnswers; offline?: boolean },
): Promise<DeviceVisits> {
  const measured: DeviceVisit[] = [];
  for (let run = 0; run < runs; run += 1) measured.push(await visitInNewTab(context, path, options));
  return {
    lcpMs: median(measured.map((visit) => visit.lcpMs)),
    fcpMs: median(measured.map((visit) => visit.fcpMs)),
    paintedFirst: measured.every(paintedBeforeNetwork),
    runs: measured,
  };
}

let tabs = 0;

async function visitInNewTab(
  context: BrowserContext,
  path: string,
  { answers, offline = false }: { answers: NetworkAnswers; offline?: boolean },
): Promise<DeviceVisit> {
  const page = await context.newPage();
  await throttle(page, 'mobile', offline);
  const cdp = await context.newCDPSession(page);
  const source = `tab ${(tabs += 1)}`;
  for (const method of WATCHED)
    cdp.on(method, (params: object) =>
      answers.take(source, { method, params: params as Record<string, unknown> }),
    );
  await cdp.send('Network.enable');
  try {
    await openRendered(page, path, QUIET_MS);
    const { fcpMs, timeOrigin } = await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      timeOrigin: performance.timeOrigin,
    }));
    const firstAnswerAt = answers.firstSince(timeOrigin);
    return {
      fcpMs,
      lcpMs: await readLcp(page),
      firstNetworkAnswerMs: firstAnswerAt === null ? null : firstAnswerAt - timeOrigin,
    };
  } finally {
    await page.close();
  }
}

const WATCHED = [
  'Network.requestWillBeSent',
  'Network.requestServedFromCache',
  'Network.responseReceived',
  'Network.loadingFinished',
] as const;
