import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Loads a page once the portal's service worker is in charge, so its answer goes through the worker and is
 * kept, and the page runs under the worker (register-service-worker.ts tells a new build by that).
 */
export async function readWithWorker(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
}
