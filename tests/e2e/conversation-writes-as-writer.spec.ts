import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { browserStorage, DEMO, expireSessions, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { discussion, FILM_HISTORY } from './support/topic-steps';
import { topicThroughRequest } from './support/wire-fixtures';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 80: every write goes out as its writer. Only a browser shows the real cookie changing hands under a
 * drawn tab: the member's content-system session ends and another account logs in to the content system itself
 * in the same browser, or the member logs in afresh there; no portal code runs, no tab hears of it. The
 * use-case tests hold each write at each await (tests/application/writes-as-writer.test.ts), the adapter's
 * tests each write and the renewal of a stale token (tests/infrastructure/drupal-writes-as-writer.test.ts).
 */
test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logInThroughWire(page, DEMO.member);
});

/** Logs `account` in to the content system itself, in this browser, once the member's sessions ended. */
async function logInAtTheContentSystem(page: Page, account: { mail: string; password: string }) {
  await expireSessions(page, DEMO.member.mail);
  const login = await page.request.post('/cms/user/login?_format=json', {
    data: { name: account.mail, pass: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

test(
  'a new topic is never posted as the account that took the browser’s session over, nor shown to it',
  CORE_THROUGH_NGINX,
  async ({ page }, info) => {
    const title = `Only the member’s topic ${info.project.name} ${Date.now()}`;
    await page.goto(FILM_HISTORY);
    const form = page.getByRole('region', { name: 'New topic' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Message' }).fill('Words the member typed.');

    await logInAtTheContentSystem(page, DEMO.organizer);
    await form.getByRole('button', { name: 'Create Topic' }).click();

    // Refused before it went; the tab asks who holds the session and finds the organizer, to whom nothing of
    // the member's is shown or left on the device (account-copies.ts).
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(await browserStorage(page)).not.toContain(title);
    // The organizer, who holds the browser's session now, finds no such topic in the group.
    const topics = await page.request.get('/cms/rest/views/group_topics/list/1?_format=json');
    expect(await topics.text()).not.toContain(title);
  },
);

test(
  'a comment goes after the member logged out and in again elsewhere: the earlier session’s token is renewed',
  CORE_THROUGH_NGINX,
  async ({ page }, info) => {
    await page.goto(await topicThroughRequest(page, `Renewed token ${info.project.name} ${Date.now()}`));
    const box = page.getByRole('textbox', { name: 'Your comment' });
    const post = async (words: string) => {
      await box.fill(words);
      await page.getByRole('button', { name: 'Post comment' }).click();
      await expect(discussion(page).getByText(words)).toBeVisible();
    };
    await post('Before the login elsewhere.');

    await logInAtTheContentSystem(page, DEMO.member);
    await post('After the login elsewhere, at the first try.');
    await expect(page.getByText(/Your session may have ended/)).toHaveCount(0);
  },
);
