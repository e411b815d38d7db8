import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accountNav, browserStorage, DEMO, expireSessions, logIn, resetFlood } from './support/accounts';
import { STOCK_DRUPAL_TOO } from './support/drupal-mode';

/**
 * Issue 4, "Done when": every demo account, in Chromium, against the sandbox.
 *
 * Only a browser shows: the login's cookie and what a real browser keeps in localStorage and sessionStorage after the
 * logout, reloads, the return to the page a login started from, and a fresh tab sharing the cookie but not the storage.
 */

const membershipStatus = (page: Page) => page.getByRole('region', { name: 'Membership' });

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

test(
  'a member logs in to the member area and out again, leaving nothing of theirs in the browser',
  STOCK_DRUPAL_TOO,
  async ({ page }) => {
    await logIn(page, DEMO.member);
    await expect(page).toHaveURL(/\/my-necs$/);
    await expect(page.getByText(`Welcome, ${DEMO.member.name}.`)).toBeVisible();
    await expect(membershipStatus(page).getByText('Active member')).toBeVisible();
    await expect(accountNav(page).getByRole('link', { name: 'Edit' })).toHaveCount(0);
    // Tokens and the membership session live in this tab's sessionStorage at most, never in localStorage.
    const persistent = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    for (const secret of ['csrfToken', 'logoutToken', 'membershipSession', DEMO.member.mail]) {
      expect(persistent).not.toContain(secret);
    }

    await page.getByRole('link', { name: 'Account details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByText(DEMO.member.mail)).toBeVisible();

    await accountNav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(accountNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    const stored = await browserStorage(page);
    for (const trace of [DEMO.member.mail, 'Kowalska', 'marta.kowalska', 'csrf', 'membershipSession":"']) {
      expect(stored).not.toContain(trace);
    }
    await page.reload();
    await expect(accountNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  },
);

test('login from a page returns to that page', async ({ page }) => {
  await page.goto('/about-us/history');
  await accountNav(page).getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('E-mail').fill(DEMO.member.mail);
  await page.getByLabel('Password').fill(DEMO.member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/about-us\/history$/);
  await expect(accountNav(page).getByRole('link', { name: 'My NECS' })).toBeVisible();
});

test(
  'a session that ends while a member reads leads to the re-login message, and logging in again stays on the page',
  STOCK_DRUPAL_TOO,
  async ({ page }) => {
    await logIn(page, DEMO.member);
    await page.goto('/about-us');
    await expect(accountNav(page).getByRole('link', { name: 'My NECS' })).toBeVisible();

    await expireSessions(page, DEMO.member.mail);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();

    const notice = page.getByRole('region', { name: 'Your session has ended' });
    await expect(notice.getByRole('alert')).toContainText('Your session has ended');
    await expect(accountNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    // By name: a loading state has its own h1 ("Loading…"), which would pass before the page is there.
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

    await notice.getByRole('button', { name: 'Log in again' }).click();
    await notice.getByLabel('E-mail').fill(DEMO.member.mail);
    await notice.getByLabel('Password').fill(DEMO.member.password);
    await notice.getByRole('button', { name: 'Login' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/news$/);
    await expect(accountNav(page).getByRole('link', { name: 'My NECS' })).toBeVisible();
  },
);

test(
  'a login in a fresh tab of a browser that is logged in already takes that session over',
  STOCK_DRUPAL_TOO,
  async ({ page, context }) => {
    await logIn(page, DEMO.member);
    // A new tab shares the session cookie but not this tab's sessionStorage: Drupal answers
    // "This route can only be accessed by anonymous users." to its login.
    const freshTab = await context.newPage();
    await freshTab.goto('/user/login');
    await freshTab.getByLabel('E-mail').fill(DEMO.member.mail);
    await freshTab.getByLabel('Password').fill(DEMO.member.password);
    await freshTab.getByRole('button', { name: 'Login' }).click();
    await expect(freshTab).toHaveURL(/\/my-necs$/);
    await expect(freshTab.getByText(`Welcome, ${DEMO.member.name}.`)).toBeVisible();
    await expect(freshTab.getByRole('alert')).toHaveCount(0);
  },
);
