import type { Page } from '@playwright/test';
import { WATCH_INTERVAL_MS } from '../../../src/domain/groups/comment-arrivals';
import { expect } from './test';

/** Tells the page it was hidden or shown, as switching tabs does. */
export async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hide) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hide ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/**
 * Hides the page for four beats of the page's clock (installed): none of `reads`, the requests a test counts,
 * may be asked for meanwhile; shown again after longer than a beat, the next read goes at once.
 */
export async function expectReadsOnlyWhenShown(page: Page, reads: readonly string[]): Promise<void> {
  await setHidden(page, true);
  await page.clock.fastForward(4 * WATCH_INTERVAL_MS);
  expect(reads).toEqual([]);
  await setHidden(page, false);
  await page.clock.fastForward(1_000);
  await expect.poll(() => reads.length).toBe(1);
}
