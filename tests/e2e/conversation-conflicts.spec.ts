import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';

/**
 * Issue 51, "Done when": a reply to a topic removed meanwhile reads as words, its text kept, and the topic's
 * address says it was removed in the tab that saw it (a tab that never did gets the not-found page). The test
 * writes a topic of its own in Film History (group 1). A save made from an older version of a comment is held
 * by the GroupGateway contract in both Drupal modes (tests/infrastructure/group-writing.contract.ts) and on
 * the topic page with axe (tests/ui/edit-conflicts.test.tsx).
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

// Two tabs and a dozen round trips each: a busy machine may need more than the default half minute.
test.slow();

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logInThroughWire(page, DEMO.member);
});

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
