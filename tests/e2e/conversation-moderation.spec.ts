import type { Page } from '@playwright/test';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';
import { expect, test } from './support/test';
import {
  commentWith,
  discussion,
  FILM_HISTORY,
  organizerComments,
  postTopicAndOpen,
} from './support/topic-steps';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 63, in both Drupal modes: the administrator removes another member's comment and pins and unpins a
 * topic in place, from the keyboard. That a member is offered neither, on their own topic either, is
 * tests/ui/moderation-in-place.test.tsx's and, on the page the server draws, tests/server's
 * (member-first-screen-actions.test.ts). A topic of the file's own in Film History: the member's, with the
 * organizer's comment on it.
 *
 * Only a browser shows: the confirmation as a modal dialog the keyboard opens and leaves, focus moved to the
 * Comments heading, the pin's words changed in place under the focus, and axe on each drawn state.
 */
let topic = '';
let title = '';
let word = '';

test.beforeAll(async ({ browser }, info) => {
  test.setTimeout(90_000);
  const page = await browser.newPage({ baseURL: info.project.use.baseURL! });
  const tag = `${info.project.name} ${Date.now().toString(36)}`;
  title = `Moderated ${tag}`;
  word = `The organizer’s word ${tag}`;
  await logInThroughWire(page, DEMO.member);
  await postTopicAndOpen(page, title);
  topic = new URL(page.url()).pathname;
  await page.close();
  await organizerComments(topic, word);
});

test.beforeEach(async ({ page }) => resetFlood(page));

const pinButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Pin|Unpin) topic$/ });

test(
  'the administrator removes the organizer’s comment from the keyboard, after a confirmation naming whose',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    await logInThroughWire(page, DEMO.admin);
    await page.goto(topic);
    const comment = commentWith(page, word);
    const remove = comment.getByRole('button', {
      name: new RegExp(`^Remove comment by ${DEMO.organizer.name} of `),
    });
    await expect(remove).toBeEnabled();
    expect(await violations(page), 'the topic, as the administrator sees it').toEqual([]);
    // The comment is one stop of Tab; its controls are reached from it.
    await comment.focus();
    for (
      let presses = 0;
      presses < 4 && !(await remove.evaluate((b) => b === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Remove the comment by ${DEMO.organizer.name}?` });
    await expect(dialog).toContainText('Its replies are removed with it');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await violations(page), 'the confirmation open').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Remove comment' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(discussion(page)).toContainText(`The comment by ${DEMO.organizer.name} was removed.`);
    await expect(discussion(page).getByRole('article').filter({ hasText: word })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: /^Comments/ })).toBeFocused();
    expect(await violations(page), 'the comment removed').toEqual([]);
  },
);

test(
  'the administrator pins the topic in place, listed first and marked "Pinned", and unpins it',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    await logInThroughWire(page, DEMO.admin);
    await page.goto(topic);
    const header = page.getByRole('main').locator('header').filter({ hasText: title });
    await expect(pinButton(page)).toHaveText('Pin topic');
    await pinButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'The topic is pinned' })).toBeVisible();
    await expect(header).toContainText('Pinned');
    await expect(pinButton(page)).toHaveText('Unpin topic');
    await expect(pinButton(page)).toBeFocused();
    expect(await violations(page), 'the topic pinned').toEqual([]);

    await page.goto(FILM_HISTORY);
    const topics = page.getByRole('region', { name: 'Topics' }).getByRole('listitem');
    await expect(topics.first()).toContainText(title);
    await expect(topics.first()).toContainText('Pinned');
    // The only browser test that draws a list with a pinned topic (its order is group-gateway.contract.ts's).
    expect(await violations(page), 'a pinned topic listed').toEqual([]);

    await page.goto(topic);
    await pinButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'The topic is no longer pinned.' }),
    ).toBeVisible();
    await expect(header).not.toContainText('Pinned');
    await expect(pinButton(page)).toBeFocused();
    expect(await violations(page), 'the topic unpinned').toEqual([]);
  },
);
