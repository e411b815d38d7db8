import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accountNav, DEMO, logIn, resetFlood } from './support/accounts';
import { STOCK_DRUPAL_TOO } from './support/drupal-mode';

/**
 * Issue 7, "Done when": the portal against the sandbox as the association's Drupal and as a stock Drupal
 * (its journeys tagged STOCK_DRUPAL_TOO run against the stock one, through nginx). Logout ends the server
 * session from any tab.
 *
 * Only a browser shows: tabs of one browser sharing the session cookie, reloads that must not take a session over, a
 * membership system on another origin under CORS as Chromium enforces it, an image decoded, and a file link's click
 * left to the browser.
 */

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

/** The session cookie of the content system, as the browser holds it. */
async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find(({ name }) => name.startsWith('SSESS'));
  if (!cookie) throw new Error('The browser holds no content-system session cookie.');
  return `${cookie.name}=${cookie.value}`;
}

/** Who the content system thinks a cookie belongs to, asked without the browser (its cookie may be gone). */
async function userOfCookie(page: Page, cookie: string): Promise<number> {
  const context = await page.context().request;
  const answer = await context.fetch('/cms/necs-json/get/page?uri=/', { headers: { cookie } });
  const body = (await answer.json()) as { data: { session: { user_id: number } } };
  return Number(body.data.session.user_id);
}

const loggedOut = (page: Page) => expect(accountNav(page).getByRole('link', { name: 'Login' })).toBeVisible();

test(
  'logging out in a second tab ends the session: after a reload neither tab is logged in',
  STOCK_DRUPAL_TOO,
  async ({ page, context }) => {
    await logIn(page, DEMO.member);
    const cookie = await sessionCookie(context);
    expect(await userOfCookie(page, cookie)).toBe(7);

    const second = await context.newPage();
    await second.goto('/my-necs');
    await expect(second.getByText(`Welcome, ${DEMO.member.name}.`)).toBeVisible();
    await accountNav(second).getByRole('button', { name: 'Logout' }).click();
    await loggedOut(second);
    await expect(second.getByRole('heading', { name: 'Logout not complete' })).toHaveCount(0);

    await second.reload();
    await loggedOut(second);
    await page.reload();
    await loggedOut(page);
    expect(await userOfCookie(page, cookie)).toBe(0);
  },
);

test(
  'log in, reload, log out: the reloaded tab still ends the server session',
  STOCK_DRUPAL_TOO,
  async ({ page, context }) => {
    await logIn(page, DEMO.member);
    const cookie = await sessionCookie(context);
    await page.reload();
    await expect(page.getByText(`Welcome, ${DEMO.member.name}.`)).toBeVisible();
    await accountNav(page).getByRole('button', { name: 'Logout' }).click();
    await loggedOut(page);
    expect(await userOfCookie(page, cookie)).toBe(0);
  },
);

test(
  'a logout whose call fails says so, keeps the member out, and Try again ends the session',
  STOCK_DRUPAL_TOO,
  async ({ page, context }) => {
    await logIn(page, DEMO.member);
    const cookie = await sessionCookie(context);
    await page.route('**/cms/user/logout**', (route) => route.abort('connectionrefused'));
    await accountNav(page).getByRole('button', { name: 'Logout' }).click();

    const notice = page.getByRole('region', { name: 'Logout not complete' });
    await expect(notice).toContainText('the content system could not be reached');
    await loggedOut(page);
    // The server session lives on, but a reload (or a new tab) does not take it over.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Latest news' }).getByRole('article')).toHaveCount(3);
    await loggedOut(page);
    await expect(notice).toBeVisible();
    expect(await userOfCookie(page, cookie)).toBe(7);

    await page.unroute('**/cms/user/logout**');
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Logged out' })).toBeVisible();
    expect(await userOfCookie(page, cookie)).toBe(0);
  },
);

test('logs in to a membership system on another origin that answers CORS with *', async ({
  page,
  baseURL,
}) => {
  // The same sandbox reached under another host name is another origin, as SEWOBE's own host would be.
  const foreign = new URL(baseURL!);
  foreign.hostname = '127.0.0.1';
  await page.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, membershipUrl: new URL('/membership/', foreign).href } });
  });
  const membershipCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/zugang/api/')) membershipCalls.push(request.url());
  });
  await logIn(page, DEMO.member);
  expect(membershipCalls[0]).toContain(`${foreign.origin}/membership/zugang/api/KP_LOGIN`);
});

test(
  'an image and a file link of a CMS page load from the content system, never inside the app',
  STOCK_DRUPAL_TOO,
  async ({ page, baseURL }) => {
    await page.goto('/about-us');
    const files = `${baseURL}/cms/sites/default/files/`;
    const picture = page.getByRole('main').getByRole('img').first();
    await expect(picture).toHaveAttribute('src', new RegExp(`^(${files}|/cms/sites/default/files/)`));
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const statutes = page.getByRole('link', { name: 'statutes' });
    await expect(statutes).toHaveAttribute('href', '/cms/sites/default/files/necs-statutes.pdf');
    const pdf = await page.request.get((await statutes.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    // The app must leave the click to the browser (a file, not a route): nothing prevents its default.
    const routedInApp = await statutes.evaluate((link: HTMLElement) => {
      let prevented = true;
      document.addEventListener(
        'click',
        (event) => {
          prevented = event.defaultPrevented;
          event.preventDefault();
        },
        { once: true },
      );
      link.click();
      return prevented;
    });
    expect(routedInApp).toBe(false);
  },
);
