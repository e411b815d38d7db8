import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The visitor's journeys of issue 3, shared by the desktop and the phone specs. `openMenu` is the one thing
 * that differs: at desktop width the main menu is always there, on a phone it sits behind the Menu button.
 */
export type OpenMenu = (page: Page) => Promise<Locator>;

/** Chunk names of code a visitor must never download: login, member, group, editor and proposal parts. */
export const PRIVATE_CHUNKS =
  /login-page|login-form|require-login|member-area|account-page|group-(?:list-)?page|topic-page|react-hook-form|quill|editor|proposal/i;

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * A disclosure's toggle by its whole name: a `<details>`'s `<summary>`, a button to the browser, which takes
 * its expanded state from the `open` of its `<details>`; Playwright's roles do not know it.
 */
export const disclosureToggle = (scope: Locator, name: string): Locator =>
  scope.locator('summary').filter({ hasText: new RegExp(`^${name}$`) });

/**
 * Waits until React has taken a closed disclosure over: the code writes `hidden` on the part it controls (the
 * markup shows it after `[open]` alone). `data-ready` comes with the page's first commit, and the Suspense parts
 * in it (the main menu among them) are taken over just after: a key pressed in between reaches no listener of
 * the code's (docs/worth-knowing.md).
 */
export async function untilTakenOver(toggle: Locator): Promise<void> {
  await expect
    .poll(() =>
      toggle.evaluate((summary) => {
        const part = document.getElementById(summary.getAttribute('aria-controls') ?? '');
        return part?.hasAttribute('hidden') ?? false;
      }),
    )
    .toBe(true);
}

/** That the disclosure of `toggle` is open, or closed: its `<details>`'s `open`. */
export async function expectOpen(toggle: Locator, open: boolean): Promise<void> {
  const details = toggle.locator('xpath=..');
  await (open ? expect(details).toHaveAttribute('open') : expect(details).not.toHaveAttribute('open'));
}

export async function openSubmenuItem(page: Page, openMenu: OpenMenu, parent: string, child: string) {
  const menu = await openMenu(page);
  const toggle = disclosureToggle(menu, `${parent} submenu`);
  await toggle.click();
  await expectOpen(toggle, true);
  await menu.getByRole('link', { name: child, exact: true }).click();
}

export async function readTimelineInBothOrders(page: Page) {
  const timeline = page.getByRole('list', { name: 'Timeline' });
  const firstTitle = timeline.getByRole('heading').first();
  await expect(page.getByRole('radio', { name: 'Oldest first' })).toBeChecked();
  await expect(firstTitle).toHaveText('A network is founded');
  await page.getByText('Newest first').click();
  await expect(firstTitle).toHaveText('Twenty years of NECS');
  await expect(timeline.getByRole('heading').last()).toHaveText('A network is founded');
  await page.getByText('Oldest first').click();
  await expect(firstTitle).toHaveText('A network is founded');
}

const newsList = (page: Page) => page.getByRole('list', { name: 'News' });

/**
 * Filters by the category "Calls for papers" and the subject "Film history", then reloads. Cleared, the
 * list counts `allItems`: every news item with a pager, the newest ten from a stock Drupal's REST export.
 */
export async function filterNewsAndReload(page: Page, allItems = 31) {
  await page.getByText('Calls for papers', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]field_tax_vocab_news_tid=1(&|$)/);
  await page.getByText('Film history', { exact: true }).click();
  await expect(page).toHaveURL(/field_tax_vocab_news_tags_tid\[\]=11/);
  await expectFilteredNews(page);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Calls for papers' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Film history' })).toBeChecked();
  await expectFilteredNews(page);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText(`${allItems} items`)).toBeVisible();
}

/** The news filtered by "Calls for papers" and "Film history": three items, the newest call for papers first. */
export async function expectFilteredNews(page: Page) {
  await expect(page.getByText('3 items match these filters')).toBeVisible();
  await expect(newsList(page).getByRole('article')).toHaveCount(3);
  await expect(newsList(page).getByRole('heading').first()).toContainText('Call for Papers: NECS 2027');
}

/** Next, Previous and the browser's own back button through a paged list. */
export async function pageForwardAndBack(page: Page, pagerName: string, pages: number) {
  const pager = page.getByRole('navigation', { name: pagerName });
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  await pager.getByRole('link', { name: /Next/ }).click();
  await expect(pager).toContainText(`Page 2 of ${pages}`);
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await pager.getByRole('link', { name: /Previous/ }).click();
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  await page.goBack();
  await expect(pager).toContainText(`Page 2 of ${pages}`);
}

export async function openConferencesPageTwo(page: Page) {
  await page
    .getByRole('navigation', { name: 'Conference pages' })
    .getByRole('link', { name: /Next/ })
    .click();
  await expect(page).toHaveURL(/\/conferences\?page=1$/);
  await expect(page.getByText('Page 2 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'NECS 2024: Small Cinemas, Large Worlds' })).toBeVisible();
}

export async function hitMissingPath(page: Page) {
  await page.goto('/no/such-page');
  await expect(page).toHaveURL(/\/404\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('/no/such-page')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Scrolls in small steps, as a reader would, so the menu sees the direction of every move. */
async function scrollBy(page: Page, distance: number) {
  const steps = 8;
  for (let step = 0; step < steps; step += 1) {
    await page.evaluate((dy) => window.scrollBy(0, dy), distance / steps);
    await page.waitForTimeout(30);
  }
}

export async function menuHidesAndReturns(page: Page) {
  const nav = mainMenu(page);
  await expect(nav).toHaveAttribute('data-mode', 'static');
  await scrollBy(page, 1200);
  await expect(nav).toHaveAttribute('data-mode', 'hidden');
  await expect.poll(async () => (await nav.boundingBox())?.y ?? 0).toBeLessThan(0);
  await scrollBy(page, -200);
  await expect(nav).toHaveAttribute('data-mode', 'fixed');
  await expect.poll(async () => (await nav.boundingBox())?.y).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(nav).toHaveAttribute('data-mode', 'static');
}

export async function backToTop(page: Page) {
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
}

/** Every script and style the first load of a public page fetched; none may be private code. */
export async function firstLoadChunks(page: Page, path: string): Promise<string[]> {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) fetched.push(request.url());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return fetched;
}
