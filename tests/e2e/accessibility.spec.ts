import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, logIn, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';

/**
 * Accessibility: axe-core's full rule set finds nothing on the public screens, the member's and the organizer's screens
 * and the New Topic and proposal forms' other states.
 *
 * Only a browser shows: axe on the rendered page, with the colours, sizes and visibility Chromium computes (contrast,
 * hidden content), which jsdom neither lays out nor paints.
 */

const publicScreens = [
  '/',
  '/news?field_tax_vocab_news_tid=1',
  '/conferences',
  '/about-us/history',
  '/about-static',
  '/user/login',
  '/404/nowhere',
];

/** Waits until the screen and its lists have loaded, so axe sees what a reader sees. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1')).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

test.describe('no violations of any axe rule, best practices included', () => {
  for (const path of publicScreens) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('in the member area and on the account page', async ({ page }) => {
    await resetFlood(page);
    await logIn(page, DEMO.member);
    await settled(page);
    expect(await violations(page)).toEqual([]);
    await page.goto('/user/account');
    await settled(page);
    expect(await violations(page)).toEqual([]);
  });

  test('on the working groups, a group with the New Topic form, and a topic, for a member', async ({
    page,
  }) => {
    await resetFlood(page);
    await logInThroughWire(page, DEMO.member);
    for (const path of ['/group', '/group/1', '/group_topics/single/902']) {
      await page.goto(path);
      await settled(page);
      if (path === '/group/1')
        await expect(page.getByRole('region', { name: 'New topic' }).getByRole('toolbar')).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
    // The form in its other states: a refused file, attached files, a failure with its retry.
    const form = page.getByRole('region', { name: 'New topic' });
    await page.goto('/group/1');
    await form
      .getByLabel('Attach file(s)')
      .setInputFiles({ name: 'a.exe', mimeType: 'x/y', buffer: Buffer.from('x') });
    await form
      .getByLabel('Attach file(s)')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await form.getByRole('textbox', { name: 'Title' }).fill('Checked by axe');
    await page.route('**/necs-workgroup/post-topic', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Create Topic' }).click();
    await expect(form.getByRole('button', { name: 'Try again' })).toBeVisible();
    await form.getByRole('button', { name: 'Text style' }).click();
    expect(await violations(page)).toEqual([]);
  });

  test('on the proposal forms and their issues, for an organizer', async ({ page }) => {
    await resetFlood(page);
    await logInThroughWire(page, DEMO.organizer);
    for (const kind of ['panel', 'paper', 'workshop']) {
      await page.goto(`/conference-proposals/${kind}`);
      await settled(page);
      await expect(page.getByRole('textbox').first()).toBeVisible();
      expect(await violations(page), kind).toEqual([]);
    }
    // An empty form is checked before any question (the question's axe: proposal-send-keyboard.spec.ts).
    await page.getByRole('button', { name: 'Send workshop proposal' }).click();
    await expect(page.getByText(/fields need your attention/)).toBeVisible();
    expect(await violations(page), 'issues').toEqual([]);
    await page.goto('/my-necs');
    await expect(
      page.getByRole('region', { name: 'My proposals' }).getByRole('link', { name: 'Paper' }),
    ).toBeVisible();
    expect(await violations(page), 'member area').toEqual([]);
  });

  test('with the notice of a logout that could not reach the content system', async ({ page }) => {
    await resetFlood(page);
    await logIn(page, DEMO.member);
    await page.route('**/cms/user/logout**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('region', { name: 'Logout not complete' })).toBeVisible();
    await settled(page);
    expect(await violations(page)).toEqual([]);
  });
});
