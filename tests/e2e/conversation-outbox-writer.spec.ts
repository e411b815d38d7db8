import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, expireSessions, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { discussion } from './support/topic-steps';
import { topicThroughRequest } from './support/wire-fixtures';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 72: words go out only as their writer. A comment waits in the member's outbox (written offline); the
 * member's session ends and the organizer logs in to the content system itself, in the same browser (one
 * cookie jar), without the tab knowing. When the network comes back the outbox sends: Drupal must never store
 * the member's words under the organizer's name. The use-case tests hold the takeover at each await
 * (tests/application/outbox-writer.test.ts); only a browser shows the real cookie changing hands under a tab.
 */
const outbox = (page: Page) => page.getByRole('list', { name: 'Outbox' });

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logInThroughWire(page, DEMO.member);
});

test(
  'a waiting comment is never posted as the account that took the browser’s session over',
  CORE_THROUGH_NGINX,
  async ({ page, context }, info) => {
    const words = `Only ever the member’s words ${info.project.name} ${Date.now()}`;
    await page.goto(await topicThroughRequest(page, `Outbox writer ${info.project.name} ${Date.now()}`));
    await expect(page.getByRole('heading', { level: 2, name: /^Comments/ })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Your comment' }).fill(words);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(outbox(page).getByRole('listitem').filter({ hasText: words })).toBeVisible();

    // The organizer logs in to the content system itself, in this browser, once the member's session ended.
    await expireSessions(page, DEMO.member.mail);
    const login = await page.request.post('/cms/user/login?_format=json', {
      data: { name: DEMO.organizer.mail, pass: DEMO.organizer.password },
    });
    expect(login.status(), await login.text()).toBe(200);

    await context.setOffline(false);
    // The outbox sends by itself; either way the list empties: posted, or dropped once the tab learns that the
    // browser's session is another account's. Only the topic's comments tell which.
    await expect(outbox(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /^Comments/ })).toBeVisible();
    await expect(discussion(page).getByText(words)).toHaveCount(0);
  },
);
