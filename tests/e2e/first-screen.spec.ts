import { expect, test } from './support/test';

/**
 * The sandbox draws a visitor's first screen on the server (sandbox/host/first-screen.ts), so a page paints before
 * any script has run, and React then takes that HTML over instead of drawing it again.
 */
test.describe('a server-rendered first screen', () => {
  test('is readable before any script runs, with its title, menu and lists', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/news');
    await expect(page).toHaveTitle('News – NECS');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'News' }).getByRole('listitem').first()).toBeVisible();
    await context.close();
  });

  test('is taken over by React: the same elements, no second request for its answers, and links stay in the app', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { servedHeading: document.querySelector('h1') });
      }),
    );
    const answerRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/cms\/.*(get\/page|get-menu)/.test(request.url())) answerRequests.push(request.url());
    });
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));

    await page.goto('/about-us');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    expect(
      await page.evaluate(() => document.querySelector('h1') === Reflect.get(window, 'servedHeading')),
    ).toBe(true);
    expect(answerRequests).toEqual([]);
    expect(errors).toEqual([]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    // An in-app navigation: the document is the same one, and the new page was asked for by the app.
    expect(await page.evaluate(() => Reflect.get(window, 'servedHeading') !== undefined)).toBe(true);
    expect(answerRequests.some((url) => url.includes('uri=%2Fnews'))).toBe(true);
  });
});
