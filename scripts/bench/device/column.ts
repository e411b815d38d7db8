import type { Browser } from '@playwright/test';
import { launchChromium, presetContext } from '../emulation';
import { PUBLIC_PAGES } from '../pages';
import { startProductionStack } from '../production/stack';
import { measureRepeatVisit, OBSERVE_LCP, type RepeatVisit } from '../repeat-visit';
import { snapshotFiles, takeSnapshots, type SnapshotStore } from '../snapshot';
import type { Steps } from '../steps';
import { measureMemberVisits, type MemberVisits } from './member-visits';
import { readThroughWorker, visitsFromDevice, type DeviceVisits } from './visits-from-device';
import { NetworkAnswers } from './network-answers';
import { attachServiceWorker } from './worker-session';

/** A public page visited again: from the device online and offline, beside its warm script-free snapshot. */
export interface DevicePage {
  page: string;
  path: string;
  /** Whether the worker kept a copy of the page after the first visit. */
  kept: boolean;
  snapshot: RepeatVisit;
  online: DeviceVisits;
  offline: DeviceVisits;
}

export interface DeviceFigures {
  pages: DevicePage[];
  member: MemberVisits[];
}

/**
 * Issue 29's repeat visit from the device, on the production path (the stack production/column.ts starts:
 * nginx, its page cache, the first-screen service), in Playwright with service workers allowed and Lighthouse's
 * mobile throttling applied the DevTools way. Each public page in a fresh context: read once unthrottled and
 * once more through the worker, then `runs` new tabs online and `runs` with the context offline. The warm
 * snapshot is today's repeat visit (repeat-visit.ts) of the page's mobile snapshot, served by the same nginx.
 */
export async function measureDevice(options: {
  dist: string;
  runs: number;
  steps: Steps;
}): Promise<{ figures: DeviceFigures; chromium: string }> {
  const { dist, runs, steps } = options;
  const stack = await steps.step('device: nginx stack', () => startProductionStack(dist));
  steps.log(`nginx at ${stack.origin}`);
  try {
    const browser = await launchChromium();
    try {
      const store = snapshotFiles(dist);
      await steps.step('device: snapshots', () => takeSnapshots(browser, stack.origin, store));
      const pages = await steps.step('device: public pages', () =>
        measurePublicPages(browser, stack.origin, store, runs),
      );
      const member = await steps.step('device: member', () =>
        measureMemberVisits(browser, stack.origin, runs),
      );
      return { figures: { pages, member }, chromium: browser.version() };
    } finally {
      await browser.close();
    }
  } finally {
    await stack.stop();
  }
}

async function measurePublicPages(
  browser: Browser,
  origin: string,
  store: SnapshotStore,
  runs: number,
): Promise<DevicePage[]> {
  const measured: DevicePage[] = [];
  for (const { name, path } of PUBLIC_PAGES) {
    const snapshot = await measureRepeatVisit(browser, origin, store.path(`${name}-mobile`), runs);
    measured.push({ page: name, path, snapshot, ...(await fromDevice(browser, origin, path, runs)) });
  }
  return measured;
}

async function fromDevice(browser: Browser, origin: string, path: string, runs: number) {
  const context = await presetContext(browser, 'mobile', origin);
  await context.addInitScript(OBSERVE_LCP);
  try {
    const kept = await readThroughWorker(context, path);
    const answers = new NetworkAnswers();
    const worker = await attachServiceWorker(browser, origin, answers);
    await worker.emulate(false);
    const online = await visitsFromDevice(context, path, runs, { answers });
    // Playwright cuts the tabs' network and the worker's; each is then told offline again in its own session,
    // where the throttling was sent (the conditions last sent for a target hold).
    await context.setOffline(true);
    await worker.emulate(true);
    const offline = await visitsFromDevice(context, path, runs, { answers, offline: true });
    return { kept, online, offline };
  } finally {
    await context.close();
  }
}
