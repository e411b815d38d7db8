import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, accountNav, browserStorage, logIn, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';
import {
  commentWith,
  discussion,
  postTopicAndOpen,
  postTopicThroughWireAndOpen,
} from './support/topic-steps';
import { commentThroughCore, nidOf, topicThroughRequest } from './support/wire-fixtures';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 61, the outbox, in both Drupal modes and through nginx: a comment that cannot go (offline, the content
 * system down) waits on the device as "Waiting to be sent" with Cancel, is posted exactly once when the network
 * and the content system are back, and is never shown to another account after a logout. A send whose answer
 * was lost is tests/application/comment-outbox.test.ts's and the group-writing contract's; a waiting comment
 * the content system then refuses, said in place with Cancel, is those outbox tests' and
 * tests/ui/topic-outbox.test.tsx's, as is Cancel, which takes a waiting comment back for good (and
 * comment-outbox.test.ts: never sent).
 *
 * Only a browser shows: the browser's network cut and restored (`setOffline`), the waiting comment kept in the device's
 * storage through a real reload and emptied at logout, and axe on each rendered state. The topics of the
 * journeys that stay online are posted through the wire (the New topic form is not what they are about).
 */
const outbox = (page: Page) => page.getByRole('list', { name: 'Outbox' });
const isCommentPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/comment');

/** Types a comment and sends it; it cannot go, so it waits under the comments. */
async function sendWaiting(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  const waiting = outbox(page).getByRole('listitem').filter({ hasText: text });
  await expect(waiting).toBeVisible();
  return waiting;
}

/** How many comments on the page (read afresh) carry `text`. */
async function storedCount(page: Page, text: string): Promise<number> {
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /^Comments/ })).toBeVisible();
  return discussion(page).getByRole('paragraph').filter({ hasText: text }).count();
}

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logInThroughWire(page, DEMO.member);
});

test(
  'a comment written offline waits, and is posted once when the network returns',
  CORE_THROUGH_NGINX,
  async ({ page, context }, info) => {
    // Through the New topic form, and on from the topic it posted: the journey inside the app (the next test
    // opens a topic at its address instead).
    await postTopicAndOpen(page, `Outbox offline ${info.project.name} ${Date.now()}`);
    await context.setOffline(true);
    const waiting = await sendWaiting(page, 'Written on the train');
    await expect(waiting).toHaveAccessibleDescription('Waiting to be sent');
    await expect(waiting.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
    // The status line speaks of that comment, and follows it (issue 74): no "waiting" once it went.
    const notice = discussion(page).getByRole('status');
    await expect(notice).toHaveText(/your comment is waiting to be sent/);
    expect(await violations(page)).toEqual([]);
    await context.setOffline(false);
    await expect(notice).toHaveText('Your comment was posted.', { timeout: 2_000 });
    await expect(outbox(page)).toHaveCount(0);
    await expect(discussion(page).getByText('Written on the train')).toBeVisible();
    expect(await storedCount(page, 'Written on the train')).toBe(1);
  },
);

test('on a topic opened at its address, a first comment and a reply written offline wait too', async ({
  page,
  context,
}, info) => {
  // Nothing written on the page before the network goes: the code that sends and the editor in place's come
  // with the page, unasked (before, each came with its first use, and failed offline).
  const address = await topicThroughRequest(page, `Outbox at its address ${info.project.name} ${Date.now()}`);
  await commentThroughCore(page, nidOf(address), '<p>Who brings the projector?</p>');
  const codeAhead = ['drupal-group-gateway', 'comment-in-place'].map((part) =>
    page.waitForResponse((answer) => new RegExp(`/assets/${part}-[\\w-]+\\.js$`).test(answer.url())),
  );
  await page.goto(address);
  await Promise.all(codeAhead);
  await context.setOffline(true);
  const waiting = await sendWaiting(page, 'Written before anything else');
  await expect(waiting).toHaveAccessibleDescription('Waiting to be sent');
  const parent = commentWith(page, 'Who brings the projector?');
  await parent.getByRole('button', { name: /^Reply to / }).click();
  await page.getByRole('textbox', { name: 'Your reply' }).fill('I do, from the archive');
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(
    parent.getByRole('list', { name: 'Outbox' }).getByRole('listitem'),
  ).toHaveAccessibleDescription('Waiting to be sent');
  await context.setOffline(false);
  await expect(outbox(page)).toHaveCount(0);
  await expect(commentWith(page, 'I do, from the archive')).toBeVisible();
});

test(
  'a comment that met a 503 waits through a reload and goes by itself once the content system is back',
  CORE_THROUGH_NGINX,
  async ({ page }, info) => {
    await postTopicThroughWireAndOpen(page, `Outbox 503 ${info.project.name} ${Date.now()}`);
    const down = (route: Route) =>
      isCommentPost(route.request())
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":""}' })
        : route.fallback();
    await page.route('**/comment?*', down);
    await sendWaiting(page, 'While Drupal is down');
    await page.reload();
    await expect(outbox(page).getByRole('listitem')).toHaveAccessibleDescription('Waiting to be sent');
    await page.unroute('**/comment?*', down);
    await expect(outbox(page)).toHaveCount(0, { timeout: 20_000 });
    expect(await storedCount(page, 'While Drupal is down')).toBe(1);
  },
);

test('what waits is dropped at logout, and another account that logs in is never shown or sent it', async ({
  page,
}, info) => {
  const title = `Outbox logout ${info.project.name} ${Date.now()}`;
  await postTopicThroughWireAndOpen(page, title);
  const topic = page.url();
  const refuse = (route: Route) =>
    isCommentPost(route.request()) ? route.abort('failed') : route.fallback();
  await page.route('**/comment?*', refuse);
  await sendWaiting(page, 'Only for Marta');
  await accountNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(accountNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await browserStorage(page)).not.toContain('Only for Marta');
  await page.unroute('**/comment?*', refuse);
  await logIn(page, DEMO.organizer);
  await page.goto(topic);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your comment' })).toBeVisible();
  await expect(outbox(page)).toHaveCount(0);
  expect(await storedCount(page, 'Only for Marta')).toBe(0);
});
