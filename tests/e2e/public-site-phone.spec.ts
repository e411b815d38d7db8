import { expect, test } from './support/test';
import {
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
} from './support/public-site-steps';

/** On a phone the items sit in a panel behind the Menu button. */
const openMenu: OpenMenu = async (page) => {
  const menu = mainMenu(page);
  await menu.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('link', { name: 'News' })).toBeVisible();
  return menu;
};

const hamburger = (page: Parameters<OpenMenu>[0]) => mainMenu(page).getByRole('button', { name: 'Menu' });

test.describe('a visitor on a phone', () => {
  test('finds the menu behind the Menu button, and the panel closes after a link', async ({ page }) => {
    await page.goto('/');
    await expect(mainMenu(page).getByRole('link', { name: 'News' })).toBeHidden();
    await openSubmenuItem(page, openMenu, 'About', 'History');
    await expect(page).toHaveURL(/\/about-us\/history$/);
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenu(page).getByRole('link', { name: 'News' })).toBeHidden();
    await readTimelineInBothOrders(page);
  });

  test('filters news, pages through it and keeps the filter on reload', async ({ page }) => {
    await page.goto('/');
    await (await openMenu(page)).getByRole('link', { name: 'News' }).click();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await pageForwardAndBack(page, 'News pages', 4);
    await filterNewsAndReload(page);
  });

  test('opens the second page of conferences', async ({ page }) => {
    await page.goto('/');
    await (await openMenu(page)).getByRole('link', { name: 'Conferences', exact: true }).click();
    await openConferencesPageTwo(page);
  });

  test('reads the static about page and lands on the not-found page at a missing path', async ({ page }) => {
    await page.goto('/about-static');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hitMissingPath(page);
  });

  test('sees the menu bar hide on the way down and return fixed on the way up', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('list', { name: 'News' })).toBeVisible();
    await menuHidesAndReturns(page);
  });

  test('does not download the login, member or editor code on a first visit', async ({ page }) => {
    const chunks = await firstLoadChunks(page, '/');
    expect(chunks.filter((url) => PRIVATE_CHUNKS.test(url))).toEqual([]);
  });
});
