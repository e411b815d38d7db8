import type { BrowserContext, Page } from '@playwright/test';

/**
 * A reader on a phone's processor who acts on a server-drawn page before its code has taken it over (issue 42,
 * point 7): the entry script is held back until the test releases it, so what the test does first is surely
 * done before the take-over, whatever the machine's speed.
 */
const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/** Whether the portal has taken the page over (`data-ready`, set with React's first commit). */
export const isTakenOver = (tab: Page) =>
  tab.evaluate(() => document.documentElement.hasAttribute('data-ready'));

/**
 * A tab on a 4x slower processor whose code is held back until `release`: a tab of its own, since the test's
 * `page` waits for the take-over before it lets a test act (support/test.ts).
 */
export async function slowTab(context: BrowserContext) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await tab.route(ENTRY_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return { tab, release };
}

/** Waits for the take-over and for the screen's own parts (its lists), taken over just after the page. */
export async function takenOver(tab: Page): Promise<void> {
  await tab.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
  await tab.waitForLoadState('networkidle');
}
