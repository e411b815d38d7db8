import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, expireSessions, logIn, resetFlood, sandboxControl } from './support/accounts';
import { violations } from './support/axe-violations';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issues 61 (point 5) and 74 (point 2), in both Drupal modes and through nginx: on every screen a member reads
 * (a topic, a working group, the member area, the proposal forms), a reload or a move within the portal after
 * the member's session ended reads as the session ended, with the way to log in again, never as "could not be
 * loaded … (HTTP 403)" nor as an empty page; once the member logs in again in place, the screen is there, with
 * what was typed on it.
 *
 * Only a browser shows: a real reload once the session cookie has died, in both Drupal modes and through nginx, the
 * login again in place with the new cookie, and axe on the rendered notice.
 */
const READING_LIST = '/group_topics/single/902';
const FILM_HISTORY = '/group/1';
const EVENT_TITLE = /NECS 2027 Conference/;

/**
 * Run in the site-mode sandbox (`desktop`) and in a stock Drupal's through nginx (`nginx-core-drupal`): the core
 * mode without nginx (`desktop-core-drupal`) would add CI minutes and no answer these two do not already give.
 */
const BOTH_MODES_AND_NGINX = CORE_THROUGH_NGINX;

const sessionEnded = (page: Page) => page.getByRole('region', { name: 'Your session has ended' });
const refusedHere = (page: Page) => page.getByRole('heading', { name: 'Log in again to see this' });
const failure = (page: Page) => page.getByText(/could not be loaded|HTTP 40/).filter({ visible: true });

/** What a member meets where the session's end was found: the notice, the place that says why, no error. */
async function expectSessionEnded(page: Page): Promise<void> {
  await expect(sessionEnded(page)).toBeVisible();
  await expect(refusedHere(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/user/login');
  // What the member sees: a members-only screen kept hidden behind its place may hold a refusal it met first.
  await expect(failure(page)).toHaveCount(0);
}

/** The login in place, in the notice: the page stays where it is. */
async function logInAgainInPlace(page: Page): Promise<void> {
  const notice = sessionEnded(page);
  await notice.getByRole('button', { name: 'Log in again' }).click();
  await notice.getByLabel('E-mail').fill(DEMO.member.mail);
  await notice.getByLabel('Password').fill(DEMO.member.password);
  await notice.getByRole('button', { name: 'Login' }).click();
  await expect(sessionEnded(page)).toHaveCount(0);
  await expect(refusedHere(page)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logIn(page, DEMO.member);
});

for (const [screen, address, heading] of [
  ['a topic', READING_LIST, 'Reading list for the autumn seminar'],
  ['a working group', FILM_HISTORY, 'Film History'],
  ['the member area', '/my-necs', 'My NECS'],
  // One proposal form for the three: they are one screen with one guard (the panel's reload is the next test's).
  ['the paper form', '/conference-proposals/paper', EVENT_TITLE],
] as const)
  test(
    `a reload of ${screen} after the session ended reads as the session ended, and a login in place reads it`,
    BOTH_MODES_AND_NGINX,
    async ({ page }) => {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expireSessions(page, DEMO.member.mail);
      await page.reload();
      await expectSessionEnded(page);
      expect(await violations(page)).toEqual([]);
      await logInAgainInPlace(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(failure(page)).toHaveCount(0);
    },
  );

test(
  'words typed on a proposal form when the session ended are there after a reload and a login in place',
  BOTH_MODES_AND_NGINX,
  async ({ page }) => {
    await page.goto('/conference-proposals/panel');
    await page.getByRole('textbox', { name: /^Panel title/ }).fill('Repair on screen');
    await expect(page.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();
    // The content session ends on the server, and with it any renewal of the proposal system's token.
    await expireSessions(page, DEMO.member.mail);
    await sandboxControl(page, 'expire-proposal-tokens', { mail: DEMO.member.mail });
    const rationale = page.getByRole('textbox', { name: /^Rationale/ });
    await rationale.fill('Kept through the end of a session.');
    // The refused save asks who is logged in: nobody.
    await expectSessionEnded(page);
    await page.reload();
    await expectSessionEnded(page);
    await logInAgainInPlace(page);
    // Never saved, so this device offers its copy beside the proposal system's (docs/behaviour.md).
    await page.getByRole('button', { name: 'Use the version on this device' }).click();
    await expect(rationale).toHaveValue('Kept through the end of a session.');
  },
);

for (const [screen, from, link, heading] of [
  [
    'a topic from its working group',
    FILM_HISTORY,
    'Reading list for the autumn seminar',
    'Reading list for the autumn seminar',
  ],
  ['the member area from a page', '/about-us', 'My NECS', 'My NECS'],
] as const)
  test(
    `a move to ${screen} after the session ended reads as the session ended`,
    BOTH_MODES_AND_NGINX,
    async ({ page }) => {
      await page.goto(from);
      await expireSessions(page, DEMO.member.mail);
      await page.getByRole('link', { name: link, exact: true }).first().click();
      await expectSessionEnded(page);
      await logInAgainInPlace(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(failure(page)).toHaveCount(0);
    },
  );
