import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, expireSessions, logIn, resetFlood } from './support/accounts';
import { violations } from './support/axe-violations';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 61, point 5, in both Drupal modes and through nginx: a reload after the member's session ended reads
 * as the session ended, with the way to log in again, never as "could not be loaded … (HTTP 403)"; once the
 * member logs in again in place, the page reads what it was refused.
 *
 * Only a browser shows: a real reload once the session cookie has died, in both Drupal modes and through nginx, the
 * login again in place with the new cookie, and axe on the rendered notice.
 */
const READING_LIST = '/group_topics/single/902';
const FILM_HISTORY = '/group/1';

const sessionEnded = (page: Page) => page.getByRole('region', { name: 'Your session has ended' });

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logIn(page, DEMO.member);
});

for (const [screen, address] of [
  ['a topic', READING_LIST],
  ['a working group', FILM_HISTORY],
] as const)
  test(
    `a reload of ${screen} after the session ended reads as the session ended`,
    CORE_THROUGH_NGINX,
    async ({ page }) => {
      await page.goto(address);
      await expireSessions(page, DEMO.member.mail);
      await page.reload();
      await expect(sessionEnded(page)).toBeVisible();
      const refused = page.getByRole('heading', { name: 'Log in again to see this' });
      await expect(refused).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/user/login');
      await expect(page.getByText(/could not be loaded|HTTP 40/)).toHaveCount(0);
      expect(await violations(page)).toEqual([]);
    },
  );

test('once logged in again in place, the topic it refused is read', CORE_THROUGH_NGINX, async ({ page }) => {
  await page.goto(READING_LIST);
  await expireSessions(page, DEMO.member.mail);
  await page.reload();
  const notice = sessionEnded(page);
  await notice.getByRole('button', { name: 'Log in again' }).click();
  await notice.getByLabel('E-mail').fill(DEMO.member.mail);
  await notice.getByLabel('Password').fill(DEMO.member.password);
  await notice.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reading list for the autumn seminar' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in again to see this' })).toHaveCount(0);
});
