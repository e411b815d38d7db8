import { devices, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { violations } from './support/axe-violations';
import { logInThroughWire } from './support/wire-login';

/**
 * The site search as a visitor and a member use it (docs/search.md; the sandbox searches with FTS5).
 *
 * Only a browser shows: Tab and Enter as Chromium moves the focus, results opened by real navigation and kept through a
 * reload, the folded field at a Pixel 7's viewport with touch, and axe on the rendered screens.
 */

const headerField = (page: Page) =>
  page.getByRole('banner').getByRole('search').getByRole('searchbox', { name: 'Search the site' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const READING_LIST = 'Reading list for the autumn seminar';

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let step = 0; step < most; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was not reached in ${most} presses of Tab`);
}

/** Searches from the header's field by typing and Enter. */
async function searchFromHeader(page: Page, words: string): Promise<void> {
  await headerField(page).fill(words);
  await headerField(page).press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(words).replace(/%20/g, '+')}`);
}

test.describe('the site search', () => {
  test('a member of the association finds the working groups’ topics; a visitor does not', async ({
    page,
  }) => {
    await page.goto('/search?q=reading+list');
    await expect(page.getByText('No results for “reading list”')).toBeVisible();

    await resetFlood(page);
    await logInThroughWire(page, DEMO.member);
    await page.goto('/');
    await searchFromHeader(page, 'reading list');
    const topic = results(page).getByRole('link', { name: READING_LIST });
    await expect(topic).toHaveAttribute('href', '/group_topics/single/902');
    await expect(results(page).getByText('Working group topic')).toBeVisible();
    await topic.click();
    await expect(page.getByRole('heading', { level: 1, name: READING_LIST })).toBeVisible();
    // The discussions are for members of the association, whatever their group, as the topic views are.
    await page.goto('/search?q=screening+notes');
    await expect(page.getByRole('link', { name: 'Screening notes' })).toBeVisible();
  });

  test('pages through the results and keeps the search in the address', async ({ page }) => {
    await page.goto('/search?q=film');
    const pager = page.getByRole('navigation', { name: 'Search result pages' });
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL('/search?q=film&page=1');
    await expect(pager).toContainText('Page 2 of');
    await page.reload();
    await expect(pager).toContainText('Page 2 of');
  });

  test('all by keyboard: the header field, the results, a result opened', async ({ page }) => {
    await page.goto('/');
    await tabTo(page, headerField(page));
    await page.keyboard.type('Vienna');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=Vienna');
    const link = results(page).getByRole('heading').getByRole('link').first();
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href!);
  });

  test('no violation of any axe rule on the results, the empty and the first search screen', async ({
    page,
  }) => {
    for (const path of ['/search?q=film', '/search?q=xylophonequartz', '/search']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status').filter({ hasText: 'Searching' })).toHaveCount(0);
      expect(await violations(page), path).toEqual([]);
    }
  });
});

test.describe('the site search on a phone', () => {
  const { viewport, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, isMobile, hasTouch });

  test('the field folds behind a named button that opens and focuses it, and Escape folds it again', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(headerField(page)).toBeHidden();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open the search' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(headerField(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(headerField(page)).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(headerField(page)).toBeFocused();
    await page.keyboard.type('Lisbon');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=Lisbon');
    await expect(results(page).getByRole('article').first()).toBeVisible();
  });
});
