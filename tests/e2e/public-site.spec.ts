import { expect, test } from './support/test';
import { isStockDrupal } from './support/drupal-mode';
import {
  backToTop,
  disclosureToggle,
  expectOpen,
  filterNewsAndReload,
  firstLoadChunks,
  hitMissingPath,
  mainMenu,
  menuHidesAndReturns,
  openConferencesPageTwo,
  openSubmenuItem,
  pageForwardAndBack,
  PRIVATE_CHUNKS,
  readTimelineInBothOrders,
  type OpenMenu,
  untilTakenOver,
} from './support/public-site-steps';
import { STOCK_DRUPAL_TOO } from './support/drupal-mode';

/**
 * A visitor at desktop width, in both Drupal modes: a submenu to the timeline read in both orders, Escape, news filters
 * kept through a reload, the pagers, the not-found page, the hiding menu, Back to top, and no member's code on a first
 * visit. (The static about page and a list without a pager are component and contract tests' now.)
 *
 * Only a browser shows: real navigation and reloads keeping the filters in the address, Escape and the focus as
 * Chromium moves them, the menu hiding and returning as the page scrolls, and the chunks a first load fetches.
 */

/** At desktop width the menu is always on screen. */
const openMenu: OpenMenu = async (page) => mainMenu(page);

test.describe('a visitor at desktop width', () => {
  test(
    'uses a submenu to reach the timeline and reads it in both orders',
    STOCK_DRUPAL_TOO,
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('list', { name: 'Latest news' }).getByRole('article')).toHaveCount(3);
      await openSubmenuItem(page, openMenu, 'About', 'History');
      await expect(page).toHaveURL(/\/about-us\/history$/);
      await expectOpen(disclosureToggle(mainMenu(page), 'About submenu'), false);
      await readTimelineInBothOrders(page);
    },
  );

  test('closes an open submenu with Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = disclosureToggle(mainMenu(page), 'About submenu');
    await untilTakenOver(toggle);
    await toggle.click();
    await expect(mainMenu(page).getByRole('link', { name: 'Board' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectOpen(toggle, false);
    await expect(toggle).toBeFocused();
  });

  test(
    'filters news by a term and a tag, and the filter survives a reload',
    STOCK_DRUPAL_TOO,
    async ({ page }, testInfo) => {
      await page.goto('/');
      await mainMenu(page).getByRole('link', { name: 'News' }).click();
      await filterNewsAndReload(page, isStockDrupal(testInfo) ? 10 : 31);
    },
  );

  test('pages through the news forward and back', STOCK_DRUPAL_TOO, async ({ page }, testInfo) => {
    test.skip(isStockDrupal(testInfo), 'a stock REST export has no pager (RestExport::$usesPager is FALSE)');
    await page.goto('/news');
    await pageForwardAndBack(page, 'News pages', 4);
  });

  test('opens the second page of conferences', STOCK_DRUPAL_TOO, async ({ page }, testInfo) => {
    test.skip(isStockDrupal(testInfo), 'a stock REST export has no pager (RestExport::$usesPager is FALSE)');
    await page.goto('/');
    await mainMenu(page).getByRole('link', { name: 'Conferences', exact: true }).click();
    await openConferencesPageTwo(page);
  });

  test('lands on the not-found page at a missing path', STOCK_DRUPAL_TOO, async ({ page }) => {
    await hitMissingPath(page);
  });

  test('sees the menu hide on the way down and return fixed on the way up', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('list', { name: 'News' })).toBeVisible();
    await menuHidesAndReturns(page);
  });

  test('goes back to the top with the button that appears further down', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('list', { name: 'News' })).toBeVisible();
    await backToTop(page);
  });

  test('does not download the login, member or editor code on a first visit', async ({ page }) => {
    const chunks = await firstLoadChunks(page, '/news');
    expect(chunks.some((url) => /generic-page|news-list/.test(url))).toBe(true);
    expect(chunks.filter((url) => PRIVATE_CHUNKS.test(url))).toEqual([]);
  });
});
