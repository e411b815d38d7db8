import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { violations } from './support/axe-violations';

/**
 * A content system that stalls: while it holds a page's answer, the menu stays usable, the wait is said (Loading page…,
 * then Still loading… with Cancel and Try again), and it ends in an error whose retry works.
 *
 * Only a browser shows: every menu link clickable with nothing over it (a trial click), Playwright's clock moving the
 * wait, axe on each state and its screenshots at two widths.
 */

/** The page answers of the content system (`{app}-json/get/page?uri=`). */
const PAGE_ANSWERS = '**/necs-json/get/page?**';

/** Holds every page answer forever (until the test lets them go), as a content system that stalls. */
async function stallPageAnswers(page: Page) {
  const held: Route[] = [];
  await page.route(PAGE_ANSWERS, (route) => void held.push(route));
  return {
    held,
    release: async () => {
      await page.unroute(PAGE_ANSWERS);
      // The browser has given up on these; continuing them may fail, which is fine.
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

test('a stalled page answer: the menu stays usable, the wait is said, and it ends in an error with a retry that works', async ({
  page,
}, testInfo) => {
  await page.clock.install();
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'News' })).toBeVisible();
  const stalled = await stallPageAnswers(page);

  await menu.getByRole('link', { name: 'News' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toContainText('Loading page…');
  // The call goes out once Drupal's adapter has arrived (loaded with the first call a browser makes itself).
  await expect.poll(() => stalled.held.length).toBe(1);
  // Every menu link can be clicked: visible, enabled, and nothing lies over it (a trial click checks that).
  for (const link of await menu.getByRole('link').all()) {
    if (await link.isVisible()) await link.click({ trial: true, timeout: 2000 });
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  await page.clock.fastForward(5_000);
  await expect(main.getByRole('status')).toContainText('Still loading…');
  await expect(main.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('still-loading-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('still-loading-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.clock.fastForward(25_000);
  const alert = main.getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded');
  await expect(alert).toContainText('No answer within 25 seconds');
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('answer-timeout-1280.png') });

  await stalled.release();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
});
