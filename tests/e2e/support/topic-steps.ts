import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { DEMO, logIn, sandboxControl } from './accounts';
import { expect, test } from './test';

/** Film History, where the member and the organizer are both in the group. */
export const FILM_HISTORY = '/group/1';

/**
 * Posts a topic in Film History through its form and opens it; answers the topic's read as the content
 * system recorded it when the topic showed (its body is the read's time, unix seconds).
 */
export async function postTopicAndOpen(page: Page, title: string): Promise<Response> {
  await page.goto(FILM_HISTORY);
  const form = page.getByRole('region', { name: 'New topic' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Message' }).fill(`About ${title}.`);
  await form.getByRole('button', { name: 'Create Topic' }).click();
  const recorded = page.waitForResponse((answer) => /\/history\/\d+\/read$/.test(answer.url()));
  await page.getByRole('link', { name: 'Open it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return recorded;
}

/** A topic's comments, as a reader finds them: the region named "Comments (…)". */
export const discussion = (page: Page) => page.getByRole('region', { name: /^Comments/ });

/** The last drawn comment whose text holds `text`. */
export const commentWith = (page: Page, text: string) =>
  discussion(page).getByRole('article').filter({ hasText: text }).last();

/** The organizer, in a browser of their own, comments on the topic at `address`. */
export async function organizerComments(browser: Browser, address: string, text: string): Promise<void> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const other = await context.newPage();
    await logIn(other, DEMO.organizer);
    await other.goto(address);
    await other.getByRole('textbox', { name: 'Your comment' }).last().fill(text);
    await other.getByRole('button', { name: 'Post comment' }).click();
    await expect(commentWith(other, text)).toBeVisible();
  } finally {
    await context.close();
  }
}

/** Drupal's session token for the logged-in cookie, as the portal asks for it before a write. */
export async function csrfToken(page: Page): Promise<string> {
  const answer = await page.request.get('/cms/session/token');
  expect(answer.ok()).toBe(true);
  return answer.text();
}

/** Comments `html` on topic `nid` as the logged-in account, through core's comment resource. */
export async function commentThroughCore(page: Page, nid: number, html: string): Promise<void> {
  const answer = await page.request.post('/cms/comment?_format=json', {
    headers: { 'X-CSRF-Token': await csrfToken(page), 'Content-Type': 'application/json' },
    data: {
      entity_type: [{ value: 'node' }],
      entity_id: [{ target_id: nid }],
      field_name: [{ value: 'comment' }],
      comment_type: [{ target_id: 'comment' }],
      comment_body: [{ value: html, format: 'basic_html' }],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/**
 * Each test of the file starts from the seeded discussions with the member logged in, whatever an earlier
 * journey wrote in them, and leaves them so for the journeys after it in this sandbox.
 */
export function fromSeededDiscussionsAsMember(): void {
  test.beforeEach(async ({ page }) => {
    await sandboxControl(page, 'restore-start');
    await logIn(page, DEMO.member);
  });
  test.afterEach(async ({ page }) => {
    await sandboxControl(page, 'restore-start');
  });
}

/**
 * On a topic of its own, comments "Who brings the projector?", then replies `reply` to it while the browser is
 * offline (left so): the comment's article, and the reply's item waiting under it.
 */
export async function replyOffline(page: Page, context: BrowserContext, reply: string) {
  await postTopicAndOpen(page, `Outbox reply ${test.info().project.name} ${Date.now()}`);
  await page.getByRole('textbox', { name: 'Your comment' }).fill('Who brings the projector?');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const parent = discussion(page).getByRole('article').filter({ hasText: 'Who brings the projector?' });
  await parent.getByRole('button', { name: /^Reply to / }).click();
  await page.getByRole('textbox', { name: 'Your reply' }).fill(reply);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Post reply' }).click();
  return { parent, waiting: parent.getByRole('list', { name: 'Outbox' }).getByRole('listitem') };
}
