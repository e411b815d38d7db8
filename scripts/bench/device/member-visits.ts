import type { Browser, BrowserContext } from '@playwright/test';
import { presetContext } from '../emulation';
import { logInAsMember, MEMBER_AREA, MEMBERS_GROUP, openRendered } from '../pages';
import { OBSERVE_LCP } from '../repeat-visit';
import { readThroughWorker, visitsFromDevice, type DeviceVisits } from './visits-from-device';
import { NetworkAnswers } from './network-answers';
import { attachServiceWorker } from './worker-session';

/**
 * A member's repeat visit of a page, with the worker (its code from the device; the page itself is answered
 * `private, no-store`, which the worker never keeps, so it comes from the network) and without one (the same
 * code from the HTTP cache), so the worker's share is seen.
 */
export interface MemberVisits {
  path: string;
  /** Whether the worker kept a copy of the page: never, by design. */
  kept: boolean;
  withWorker: DeviceVisits;
  httpCacheOnly: DeviceVisits;
}

const MEMBER_PAGES = [MEMBERS_GROUP, MEMBER_AREA] as const;

export async function measureMemberVisits(
  browser: Browser,
  origin: string,
  runs: number,
): Promise<MemberVisits[]> {
  const withWorker = await loggedInVisits(browser, origin, runs, 'allow');
  const httpCacheOnly = await loggedInVisits(browser, origin, runs, 'block');
  return MEMBER_PAGES.map((path, index) => ({
    path,
    kept: withWorker[index]!.kept,
    withWorker: withWorker[index]!.visits,
    httpCacheOnly: httpCacheOnly[index]!.visits,
  }));
}

/** Logged in once in a fresh context; each page read first unthrottled, then visited in throttled tabs. */
async function loggedInVisits(
  browser: Browser,
  origin: string,
  runs: number,
  serviceWorkers: 'allow' | 'block',
): Promise<{ kept: boolean; visits: DeviceVisits }[]> {
  const context = await presetContext(browser, 'mobile', origin, serviceWorkers);
  await context.addInitScript(OBSERVE_LCP);
  try {
    const login = await context.newPage();
    await logInAsMember(login);
    await login.close();
    const kept: boolean[] = [];
    for (const path of MEMBER_PAGES)
      kept.push(
        serviceWorkers === 'allow' ? await readThroughWorker(context, path) : await readOnce(context, path),
      );
    const answers = new NetworkAnswers();
    if (serviceWorkers === 'allow')
      await (await attachServiceWorker(browser, origin, answers)).emulate(false);
    const measured = [];
    for (const [index, path] of MEMBER_PAGES.entries())
      measured.push({ kept: kept[index]!, visits: await visitsFromDevice(context, path, runs, { answers }) });
    return measured;
  } finally {
    await context.close();
  }
}

/** Without a worker, the first visit warms the HTTP cache alone; nothing is kept beyond it. */
async function readOnce(context: BrowserContext, path: string): Promise<boolean> {
  const page = await context.newPage();
  await openRendered(page, path);
  await page.close();
  return false;
}
