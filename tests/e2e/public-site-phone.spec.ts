import { type Browser, devices, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  disclosureToggle,
  expectOpen,
  filterNewsAndReload,
  firstLoadChunks,
  mainMenu,
  menuHidesAndReturns,
  openSubmenuItem,
  pageForwardAndBack,
  PRIVATE_CHUNKS,
  readTimelineInBothOrders,
  type OpenMenu,
} from './support/public-site-steps';

/**
 * A visitor on a phone: the menu behind its Menu button, the news and its pager, the menu bar hiding on the way
 * down, and the same menu and search before the code arrives. The conferences' second page and the not-found page
 * are public-site.spec.ts's at desktop width, whose pager and page this file's news meet at a phone's.
 *
 * Only a browser shows: the panel and the bar as the phone's viewport scrolls, native `<details>` disclosures and a GET
 * search working with JavaScript off, the first load's chunks, and the take-over keeping what was opened while the code
 * was held back.
 */

/** On a phone the items sit in a panel behind the Menu button. */
const openMenu: OpenMenu = async (page) => {
  const menu = mainMenu(page);
  await disclosureToggle(menu, 'Menu').click();
  await expect(menu.getByRole('link', { name: 'News' })).toBeVisible();
  return menu;
};

/** Whole: while the panel is open, its "… submenu" toggles have names that contain "menu" too. */
const hamburger = (page: Parameters<OpenMenu>[0]) => disclosureToggle(mainMenu(page), 'Menu');
const aboutToggle = (page: Page) => disclosureToggle(mainMenu(page), 'About submenu');

test.describe('a visitor on a phone', () => {
  test('finds the menu behind the Menu button, and the panel closes after a link', async ({ page }) => {
    await page.goto('/');
    await expect(mainMenu(page).getByRole('link', { name: 'News' })).toBeHidden();
    await openSubmenuItem(page, openMenu, 'About', 'History');
    await expect(page).toHaveURL(/\/about-us\/history$/);
    await expectOpen(hamburger(page), false);
    await expect(mainMenu(page).getByRole('link', { name: 'News' })).toBeHidden();
    await readTimelineInBothOrders(page);
  });

  test('filters news, pages through it and keeps the filter on reload', async ({ page }) => {
    await page.goto('/');
    await (await openMenu(page)).getByRole('link', { name: 'News' }).click();
    await expectOpen(hamburger(page), false);
    await pageForwardAndBack(page, 'News pages', 4);
    await filterNewsAndReload(page);
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

/**
 * The server draws the first screen, and its Menu button and submenu toggles are native disclosures
 * (`<details>`), its search icon a link to the search page: they work before the page's code has arrived, and
 * without it.
 */
test.describe('a visitor on a phone, before the code arrives', () => {
  /**
   * The home page on a phone with JavaScript off, in a context of its own (the test's `page` waits for the code
   * to take the page over); the context is closed after `during`.
   */
  async function withoutScript(
    { browser, baseURL }: { browser: Browser; baseURL: string | undefined },
    during: (page: Page) => Promise<void>,
  ) {
    const context = await browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await during(page);
    } finally {
      await context.close();
    }
  }

  test('opens the menu and a submenu and follows a link with JavaScript off', async ({ browser, baseURL }) =>
    withoutScript({ browser, baseURL }, async (page) => {
      await expect(mainMenu(page).getByRole('link', { name: 'News' })).toBeHidden();
      await hamburger(page).click();
      await expect(mainMenu(page).getByRole('link', { name: 'News' })).toBeVisible();
      await expect(mainMenu(page).getByRole('link', { name: 'History', exact: true })).toBeHidden();
      await aboutToggle(page).click();
      await mainMenu(page).getByRole('link', { name: 'History', exact: true }).click();
      await expect(page).toHaveURL(/\/about-us\/history$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A new document, drawn with its menu closed.
      await expect(mainMenu(page).getByRole('link', { name: 'News' })).toBeHidden();
    }));

  test('searches with JavaScript off: the header’s search icon leads to the search page, drawn with its results', async ({
    browser,
    baseURL,
  }) =>
    withoutScript({ browser, baseURL }, async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'Open the search' }).click();
      await expect(page).toHaveURL(/\/search$/);
      const field = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
      await field.fill('Lisbon');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=Lisbon$/);
      await expect(
        page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
      ).toBeVisible();
    }));

  test('keeps what it opened while the code was on its way, and the code takes the menu over', async ({
    context,
  }) => {
    // A page of its own: the test's `page` waits for the code before it lets a test act.
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await hamburger(page).click();
    await aboutToggle(page).click();
    await expect(mainMenu(page).getByRole('link', { name: 'History', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false);
    await watchForFlicker(page);

    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    await expectOpen(hamburger(page), true);
    await expectOpen(aboutToggle(page), true);
    expect(await page.evaluate(() => Reflect.get(window, 'menuFlickers'))).toEqual([]);
    // Now the app's: a link is followed in the page, and the panel closes after it.
    await mainMenu(page).getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(/\/about-us\/history$/);
    await expectOpen(hamburger(page), false);
    await expect(mainMenu(page).getByRole('link', { name: 'News' })).toBeHidden();
  });
});

/**
 * Records, in `window.menuFlickers`, every moment the open panel or the open About submenu is hidden while
 * React takes the page over: a reader would see it blink.
 */
async function watchForFlicker(page: Page) {
  await page.evaluate(() => {
    const flickers: string[] = [];
    Object.assign(window, { menuFlickers: flickers });
    const nav = document.querySelector('nav[aria-label="Main"]')!;
    const history = [...nav.querySelectorAll('a')].find((link) => link.textContent === 'History')!;
    const panelToggle = nav.querySelector('details')!;
    new MutationObserver(() => {
      if (!panelToggle.open) flickers.push('the panel closed');
      if (history.getClientRects().length === 0) flickers.push('the submenu was hidden');
    }).observe(nav, { attributes: true, subtree: true, childList: true });
  });
}
