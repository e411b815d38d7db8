import { expect, type Browser, type Page, type Request } from '@playwright/test';
import { presetContext, throttle } from './emulation';
import { watchClickToPaint } from './click-to-paint';
import { watchNetwork } from './network-quiet';

/**
 * The requests of a cold load of `/` and of in-app navigations, under the desktop preset's throttling (each
 * request pays a round trip, so what waits on what shows in the times). "Data requests" are the page's
 * fetch/XHR calls: config.json and the three systems' answers.
 */
export interface TimedRequest {
  url: string;
  kind: 'data' | 'chunk';
  startMs: number;
  endMs: number;
  /**
   * The data request or lazily loaded chunk that finished last before this one started, if any: this one
   * likely waited for it. The entry and the files the HTML names are not counted: everything waits for them.
   */
  after: string | null;
}

export interface Waterfall {
  dataRequests: TimedRequest[];
  chunks: TimedRequest[];
  /** Data requests that started only after another data request or a lazily loaded chunk finished. */
  waiting: number;
}

export interface NavigationRequests {
  from: string;
  to: string;
  dataRequests: string[];
  chunks: string[];
  waterfall: Waterfall;
}

export interface CachedNavigation extends NavigationRequests {
  clickToPaintMs: number;
  /** Data requests that started before the new heading was painted: the screen waited for none of the others. */
  dataRequestsBeforePaint: string[];
  /** Animation frames from the click to the one that painted the new heading (1: the very next frame). */
  frames: number;
}

export interface RequestFigures {
  coldLoad: Waterfall;
  inAppNavigation: NavigationRequests;
  visitedPage: CachedNavigation;
}

export async function measureRequests(browser: Browser, origin: string): Promise<RequestFigures> {
  const context = await presetContext(browser, 'desktop', origin);
  const page = await context.newPage();
  await throttle(page, 'desktop');

  const network = watchNetwork(page);
  const cold = recordRequests(page);
  const navigationStart = Date.now();
  const documentAnswer = await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await network.quiet();
  const initialFiles = filesNamedIn((await documentAnswer?.text()) ?? '', origin);
  const coldRequests = cold.stop();
  const documentRequest = coldRequests.find((request) => request.resourceType() === 'document');
  const coldLoad = waterfall(
    coldRequests,
    documentRequest?.timing().startTime ?? navigationStart,
    initialFiles,
    origin,
  );

  const inAppNavigation = await navigate(page, origin, network, 'About', '/about-us');
  const visited = await navigateWithPaintTiming(page, origin, network, 'Home', '/');
  network.stop();
  await context.close();
  return { coldLoad, inAppNavigation, visitedPage: visited };
}

type Network = ReturnType<typeof watchNetwork>;

async function navigate(
  page: Page,
  origin: string,
  network: Network,
  link: string,
  to: string,
): Promise<NavigationRequests> {
  const from = new URL(page.url()).pathname;
  const oldHeading = (await page.locator('h1').first().textContent()) ?? '';
  const recording = recordRequests(page);
  const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  await mainMenuLink(page, link).click();
  await expect(page).toHaveURL(new URL(to, origin).href);
  await expect(page.locator('h1').first()).not.toHaveText(oldHeading, { timeout: 30_000 });
  // A request that starts only after the heading (a background refresh, a late list) still counts.
  await network.quiet();
  return summarise(recording.stop(), from, to, clickedAt, origin);
}

async function navigateWithPaintTiming(
  page: Page,
  origin: string,
  network: Network,
  link: string,
  to: string,
): Promise<CachedNavigation> {
  const paint = await watchClickToPaint(page);
  const navigation = await navigate(page, origin, network, link, to);
  const { ms, frames } = await paint.result();
  const beforePaint = navigation.waterfall.dataRequests.filter((request) => request.startMs < ms);
  return {
    ...navigation,
    clickToPaintMs: ms,
    frames,
    dataRequestsBeforePaint: beforePaint.map((request) => request.url),
  };
}

const mainMenuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).first();

function recordRequests(page: Page): { stop(): Request[] } {
  const finished: Request[] = [];
  const onFinished = (request: Request) => finished.push(request);
  page.on('requestfinished', onFinished);
  return {
    stop: () => {
      page.off('requestfinished', onFinished);
      return finished;
    },
  };
}

function summarise(
  requests: Request[],
  from: string,
  to: string,
  startedAt: number,
  origin: string,
): NavigationRequests {
  const timeline = waterfall(requests, startedAt, new Set(), origin);
  return {
    from,
    to,
    dataRequests: timeline.dataRequests.map((request) => request.url),
    chunks: timeline.chunks.map((request) => request.url),
    waterfall: timeline,
  };
}

function waterfall(
  requests: Request[],
  startedAt: number,
  initialFiles: Set<string>,
  origin: string,
): Waterfall {
  const timed = (request: Request, kind: TimedRequest['kind']): TimedRequest => {
    const timing = request.timing();
    const startMs = Math.round(timing.startTime - startedAt);
    return {
      url: request.url().replace(origin, ''),
      kind,
      startMs,
      endMs: Math.round(timing.startTime + timing.responseEnd - startedAt),
      after: null,
    };
  };
  const dataRequests = requests
    .filter((request) => ['fetch', 'xhr'].includes(request.resourceType()))
    .map((request) => timed(request, 'data'));
  const chunks = requests
    .filter((request) => request.resourceType() === 'script' || /\.js$/.test(new URL(request.url()).pathname))
    .map((request) => timed(request, 'chunk'));
  const awaitable = [...dataRequests, ...chunks.filter((chunk) => !initialFiles.has(chunk.url))];
  for (const request of dataRequests) {
    const before = awaitable
      .filter((other) => other !== request && other.endMs <= request.startMs)
      .sort((a, b) => b.endMs - a.endMs)[0];
    request.after = before?.url ?? null;
  }
  const byStart = (a: TimedRequest, b: TimedRequest) => a.startMs - b.startMs;
  return {
    dataRequests: dataRequests.sort(byStart),
    chunks: chunks.sort(byStart),
    waiting: dataRequests.filter((request) => request.after !== null).length,
  };
}

/** The scripts, stylesheets and module preloads the HTML itself names: fetched before any code runs. */
function filesNamedIn(html: string, origin: string): Set<string> {
  const files = new Set<string>();
  for (const [, url] of html.matchAll(/(?:src|href)="([^"]+)"/g))
    if (url) files.add(new URL(url, origin).href.replace(origin, ''));
  return files;
}
