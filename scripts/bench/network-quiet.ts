import type { Page } from '@playwright/test';

/**
 * Counts the page's requests in flight from now on; `quiet` waits until none has been for `quietMs`.
 * Playwright's `networkidle` is no help here: an in-app navigation happens inside a load that already went
 * idle, and a list whose chunk arrives late may start its request after a short lull.
 */
export function watchNetwork(page: Page): { quiet(quietMs?: number): Promise<void>; stop(): void } {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 1000) {
      const deadline = Date.now() + 30_000;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error('The network did not go quiet within 30 s.');
        await page.waitForTimeout(50);
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** Opens `url` and waits until the page's network has been quiet: a screen load and all it fetches. */
export async function loadUntilQuiet(page: Page, url: string): Promise<void> {
  const network = watchNetwork(page);
  try {
    await page.goto(url);
    await network.quiet();
  } finally {
    network.stop();
  }
}
