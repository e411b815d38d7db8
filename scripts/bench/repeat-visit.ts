import type { Browser, BrowserContext, Page } from '@playwright/test';
import { presetContext, throttle } from './emulation';
import { openRendered } from './pages';
import { median } from './statistics';

/**
 * Repeat visits, measured in Playwright with a PerformanceObserver on `largest-contentful-paint` under the
 * mobile preset's throttling applied the DevTools way (emulation.ts): Lighthouse cannot simulate a warm cache.
 * A first, unthrottled load in a fresh context warms the HTTP cache; each repeat visit is a new tab in the
 * same profile (hashed assets and whatever the answers allow from cache, localStorage kept, sessionStorage
 * new), as when a visitor comes back another day.
 */
export interface RepeatVisit {
  lcpMs: number;
  runs: number[];
}

/** An init script: the page's latest LCP candidate, read with `readLcp` once the page has settled. */
export const OBSERVE_LCP = () => {
  const target = window as unknown as { __benchLcp: number };
  target.__benchLcp = Number.NaN;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) target.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

export async function measureRepeatVisit(
  browser: Browser,
  origin: string,
  path: string,
  runs: number,
): Promise<RepeatVisit> {
  const context = await presetContext(browser, 'mobile', origin);
  await context.addInitScript(OBSERVE_LCP);
  const warming = await context.newPage();
  await openRendered(warming, path, QUIET_MS);
  await warming.close();
  const measured: number[] = [];
  for (let run = 0; run < runs; run += 1) measured.push(await lcpOfNewTab(context, path));
  await context.close();
  return { lcpMs: median(measured), runs: measured };
}

/** Enough quiet after the heading for late content to paint; LCP is read after it. */
const QUIET_MS = 500;

async function lcpOfNewTab(context: BrowserContext, path: string): Promise<number> {
  const page = await context.newPage();
  await throttle(page, 'mobile');
  await openRendered(page, path, QUIET_MS);
  const lcp = await readLcp(page);
  await page.close();
  return lcp;
}

export const readLcp = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __benchLcp: number }).__benchLcp);
