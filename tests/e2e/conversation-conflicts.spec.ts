import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';
import { pastServerSecond } from './support/server-clock';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 51, "Done when", in both Drupal modes and through nginx: two tabs editing one comment, the later save
 * is told of the earlier one and keeps its text (both texts shown; saving over the newer one works); a reply
 * to a topic removed meanwhile reads as words, its text kept, and the topic's address says it was removed in
 * the tab that saw it (a tab that never did gets the not-found page). Each test writes a topic of its own in
 * Film History (group 1).
 *
 * Only a browser shows: two tabs of one browser sharing the member's session, a real reload telling the tab that saw
 * the topic from one that never did, and axe on each rendered state.
 */
const FILM_HISTORY = '/group/1';
const run = () => `${test.info().project.name} ${Date.now().toString(36)}`;

const commentWith = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Comments/ })
    .getByRole('article')
    .filter({ hasText: text })
    .last();

async function postTopicWithComment(page: Page, title: string, comment: string): Promise<void> {
  await page.goto(FILM_HISTORY);
  const form = page.getByRole('region', { name: 'New topic' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Message' }).fill(`About ${title}.`);
  await form.getByRole('button', { name: 'Create Topic' }).click();
  await page.getByRole('link', { name: 'Open it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your comment' }).last().fill(comment);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(commentWith(page, comment)).toBeVisible();
}

/**
 * Drupal tells versions apart by the second: a save in the second the comment was written could not be told
 * from it. Waits until the server's clock has passed the comment's time (an event polled, not a sleep).
 */
async function pastTheSecondOf(page: Page, comment: string): Promise<void> {
  const written = await commentWith(page, comment).locator('time').first().getAttribute('datetime');
  const second = Date.parse(written ?? '') / 1000;
  await pastServerSecond(page, second);
}

// Two tabs and a dozen round trips each: a busy machine may need more than the default half minute.
test.slow();

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logInThroughWire(page, DEMO.member);
});

test(
  'two tabs edit one comment: the later save is told, keeps its text, sees the newer one and may save over it',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    await postTopicWithComment(page, `Two tabs ${run()}`, 'The first words.');
    await pastTheSecondOf(page, 'The first words.');

    // Tab A opens its editor on the comment as it is now.
    await commentWith(page, 'The first words.').getByRole('button', { name: /^Edit/ }).click();
    const editorA = page.getByRole('form', { name: 'Edit your comment' });
    await editorA.getByRole('textbox', { name: 'Your comment' }).fill('Words of tab A.');

    // Tab B, the same member in another tab, edits and saves first.
    const tabB = await page.context().newPage();
    await tabB.goto(page.url());
    await commentWith(tabB, 'The first words.').getByRole('button', { name: /^Edit/ }).click();
    const editorB = tabB.getByRole('form', { name: 'Edit your comment' });
    await editorB.getByRole('textbox', { name: 'Your comment' }).fill('Words of tab B.');
    await editorB.getByRole('button', { name: 'Save' }).click();
    await expect(commentWith(tabB, 'Words of tab B.')).toBeVisible();

    // Tab A saves its copy made from the older version: refused, told, both texts shown, its own kept.
    await editorA.getByRole('button', { name: 'Save' }).click();
    await expect(editorA.getByRole('alert')).toContainText('Someone saved a newer version of this comment');
    await expect(editorA.getByRole('textbox', { name: 'Your comment' })).toHaveValue('Words of tab A.');
    await expect(editorA.getByRole('figure', { name: 'The newer version' })).toContainText('Words of tab B.');
    expect(await violations(page)).toEqual([]);

    // The member chooses theirs: saved over the newer version.
    await editorA.getByRole('button', { name: 'Replace it with mine' }).click();
    await expect(commentWith(page, 'Words of tab A.')).toBeVisible();
    await expect(editorA).toHaveCount(0);
    await tabB.reload();
    await expect(commentWith(tabB, 'Words of tab A.')).toBeVisible();
    await expect(commentWith(tabB, 'Words of tab B.')).toHaveCount(0);
    await tabB.close();
  },
);

test('a reply to a topic removed meanwhile reads as words, keeps its text, and the topic’s address says so', async ({
  page,
}) => {
  const title = `Removed meanwhile ${run()}`;
  await postTopicWithComment(page, title, 'Is anyone there?');
  const address = page.url();
  await commentWith(page, 'Is anyone there?')
    .getByRole('button', { name: /^Reply/ })
    .click();
  const reply = page.getByRole('form', { name: /^Reply to / });
  await reply.getByRole('textbox', { name: 'Your reply' }).fill('My unsent reply.');

  // Another tab of the member's deletes the topic.
  const other = await page.context().newPage();
  await other.goto(address);
  await other.getByRole('button', { name: 'Delete topic' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Delete topic' }).click();
  await expect(other).toHaveURL(new RegExp(`${FILM_HISTORY}$`));

  await reply.getByRole('button', { name: 'Post reply' }).click();
  const alert = reply.getByRole('alert');
  await expect(alert).toContainText('This topic was removed. Your text is still here for you to copy.');
  await expect(alert).not.toContainText(/Unprocessable|entity_id|target_id/);
  await expect(reply.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(reply.getByRole('textbox', { name: 'Your reply' })).toHaveValue('My unsent reply.');
  expect(await violations(page)).toEqual([]);

  // The tab that showed it knows it was removed.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'This topic was removed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Film History' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await other.close();
  // An id this tab never showed may as well never have been: the not-found page.
  await page.goto('/group_topics/single/987654');
  await expect(page).toHaveURL(/\/404\//);
});
