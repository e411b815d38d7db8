import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { discussion, postTopicAndOpen } from './support/topic-steps';

/**
 * Issue 61: a tab the browser duplicated starts with a copy of the tab's sessionStorage, the outbox with it.
 * Both tabs then send when the network returns, at the same moment; only one tab of an account sends at a
 * time (the Web Locks API, or a lease in localStorage where a browser has none), so the comment is posted
 * once. The copy is opened on the member area, where no topic is open: the sender starts on any page.
 *
 * Only a browser shows: two real tabs of one context sharing storage, Chromium's Web Locks between them, and the
 * network going and coming back.
 */
const outbox = (page: Page) => page.getByRole('list', { name: 'Outbox' });
const isCommentPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/comment');
const TEXT = 'Sent from one tab only';

/**
 * A second tab of the context with a copy of `page`'s sessionStorage, as the browser's Duplicate tab makes,
 * once its own sender is under way.
 */
async function duplicate(context: BrowserContext, page: Page, address: string): Promise<Page> {
  const copy = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  const second = await context.newPage();
  await second.addInitScript((stored) => {
    if (sessionStorage.length > 0) return;
    for (const [key, value] of Object.entries(JSON.parse(stored) as Record<string, string>))
      sessionStorage.setItem(key, value);
  }, copy);
  // Its sender has started once it has tried the comment itself (and met the content system down).
  const tried = second.waitForResponse((answer) => isCommentPost(answer.request()));
  await second.goto(address);
  await tried;
  return second;
}

const holdsOutbox = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).some((key) => key.endsWith('.outbox')));

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logInThroughWire(page, DEMO.member);
});

for (const turns of ['Web Locks', 'a lease in localStorage'] as const)
  test(`a duplicated tab never sends a waiting comment twice (${turns})`, async ({ page, context }, info) => {
    if (turns !== 'Web Locks')
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'locks', { value: undefined, configurable: true }),
      );
    await postTopicAndOpen(page, `Outbox two tabs ${info.project.name} ${Date.now()}`);
    let down = true;
    const comments = (route: Route) =>
      down && isCommentPost(route.request())
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":""}' })
        : route.fallback();
    await context.route('**/comment?*', comments);
    await page.getByRole('textbox', { name: 'Your comment' }).fill(TEXT);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(outbox(page).getByRole('listitem')).toHaveAccessibleDescription('Waiting to be sent');
    const second = await duplicate(context, page, '/my-necs');
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await holdsOutbox(second)).toBe(true);
    const stored: Request[] = [];
    context.on('response', (answer) => {
      if (isCommentPost(answer.request()) && answer.status() === 201) stored.push(answer.request());
    });
    // The network returns to both tabs at once: each one's sender starts at the same moment.
    await context.setOffline(true);
    down = false;
    await context.setOffline(false);
    await expect(outbox(page)).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => holdsOutbox(second), { timeout: 20_000 }).toBe(false);
    expect(stored).toHaveLength(1);
    await page.reload();
    await expect(discussion(page).getByRole('paragraph').filter({ hasText: TEXT })).toHaveCount(1);
  });
