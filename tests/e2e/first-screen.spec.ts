import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { isServedHeading, watchTakeover } from './support/takeover';
import { DEMO } from './support/accounts';

/**
 * The sandbox draws a visitor's first screen on the server (src/server/first-screen-document.ts), so a page
 * paints before any script has run, and React then takes that HTML over instead of drawing it again.
 *
 * Only a browser shows: a page read with JavaScript off and its GET form sent by Chromium itself, and React taking the
 * drawn HTML over in a real page, with the console and the requests watched.
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
    const errors = await watchTakeover(page);
    const answerRequests: string[] = [];
    const sanitizerRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/cms\/.*(get\/page|get-menu)/.test(request.url())) answerRequests.push(request.url());
      if (/\/assets\/sanitizer-/.test(request.url())) sanitizerRequests.push(request.url());
    });

    await page.goto('/about-us');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    expect(await isServedHeading(page)).toBe(true);
    expect(answerRequests).toEqual([]);
    expect(errors).toEqual([]);
    // The page's CMS HTML is taken over as the server sanitized it: the sanitizer's code is not fetched for it.
    await expect(page.locator('main [data-html-key]').first()).toBeVisible();
    expect(sanitizerRequests).toEqual([]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    // An in-app navigation: the document is the same one, and the new page was asked for by the app.
    expect(await page.evaluate(() => Reflect.get(window, 'servedHeading') !== undefined)).toBe(true);
    expect(answerRequests.some((url) => url.includes('uri=%2Fnews'))).toBe(true);
    // The news summaries the app draws itself are sanitized here, with the code fetched on the way.
    await expect(page.getByRole('list', { name: 'News' }).locator('[data-html-key]').first()).toBeVisible();
    expect(sanitizerRequests).toHaveLength(1);
  });

  test('an address without a page answers 404 with the not-found screen drawn, taken over at /404/… as the app moves there', async ({
    page,
  }) => {
    const errors = await watchTakeover(page);

    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('<h1>Page not found</h1>');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/404\/no-such-page$/);
    await expect(page).toHaveTitle('Page not found – NECS');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(await isServedHeading(page)).toBe(true);
    // The 404 of the document itself is the only error the console may show.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });

  // At /user/login. The first login's address, where a new member is sent, draws the same page with the same
  // modules (tests/server/render-first-screen.test.ts holds the two together).
  for (const path of ['/user/login']) {
    test(`the login form arrives drawn at ${path}: without JavaScript it says it needs it and sends nothing; with it, it is taken over and logs in`, async ({
      browser,
      baseURL,
      page,
    }) => {
      const withoutScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const still = await withoutScript.newPage();
      const served = await still.goto(path);
      await expect(still).toHaveTitle('Login – NECS');
      const form = still.getByRole('main').locator('form');
      await expect(form.getByLabel('E-mail')).toBeVisible();
      // Read from the document: Playwright's text of a <noscript> is empty whatever it holds.
      expect(await served?.text()).toMatch(
        /<form[^>]*>(?:(?!<\/form>)[\s\S])*<noscript><p[^>]*>Logging in needs JavaScript/,
      );
      await expect(form.getByRole('button', { name: 'Login' })).toBeDisabled();
      await withoutScript.close();

      const errors = await watchTakeover(page);
      const response = await page.goto(path);
      expect(await response?.text()).toContain('<meta name="robots" content="noindex">');
      expect(await response?.text()).not.toContain('og:');
      await page.waitForLoadState('networkidle');
      expect(await isServedHeading(page)).toBe(true);
      await page.getByLabel('E-mail').fill(DEMO.member.mail);
      await page.getByLabel('Password').fill(DEMO.member.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/my-necs$/);
      expect(errors).toEqual([]);
    });
  }
});

/**
 * The footer's language picker is a GET form until the code runs: choosing reloads the page with
 * `?language=`, which the server draws in, and which the app then keeps as the choice and takes out of the address.
 */
test.describe('the footer’s language picker', () => {
  const account = (page: Page, name: 'Account' | 'Konto' = 'Account') =>
    page.getByRole('navigation', { name });

  test('chooses a language with JavaScript off: the page comes back drawn in it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/news?field_tax_vocab_news_tid=1');
    await expect(account(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
    await page.getByRole('button', { name: 'Apply language' }).click();
    await expect(page).toHaveURL(/\/news\?field_tax_vocab_news_tid=1&language=de$/);
    await expect(account(page, 'Konto').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await context.close();
  });

  test('keeps the language the address chose, takes the parameter out and the drawn page over', async ({
    page,
  }) => {
    const errors = await watchTakeover(page);
    await page.goto('/about-us?language=de');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(account(page, 'Konto').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    expect(await isServedHeading(page)).toBe(true);
    expect(errors).toEqual([]);
    // With the code running the choice applies at once: no Apply.
    await expect(page.getByRole('button', { name: 'Apply language' })).toHaveCount(0);

    await page.reload();
    await expect(account(page, 'Konto').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
    await expect(account(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a first visit from a German browser is drawn in German and taken over; a later choice is drawn after a reload', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE', baseURL });
    const page = await context.newPage();
    const errors = await watchTakeover(page);
    await page.goto('/about-us');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(account(page, 'Konto').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    expect(await isServedHeading(page)).toBe(true);

    // The choice made in the footer is repeated in a cookie, so the server draws the next first screen in it.
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'Français' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const drawn = await page.request.get('/about-us', { headers: { accept: 'text/html' } });
    expect(await drawn.text()).toContain('<html lang="fr">');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(await isServedHeading(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
