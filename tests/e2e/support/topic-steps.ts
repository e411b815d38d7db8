import type { BrowserContext, Locator, Page, Response } from '@playwright/test';
import { DEMO, sandboxControl } from './accounts';
import { logInThroughWire } from './wire-login';
import { expect, test } from './test';
import { pastServerSecond, serverSecond } from './server-clock';
import { asAnotherAccount, commentThroughCore, nidOf, topicThroughRequest } from './wire-fixtures';

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
  const recorded = topicRead(page);
  await page.getByRole('link', { name: 'Open it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return recorded;
}

/** The next read of a topic the page records in the content system's history. */
export const topicRead = (page: Page) =>
  page.waitForResponse((answer) => /\/history\/\d+\/read$/.test(answer.url()));

/**
 * Loads the topic titled `title` at `path` (one written through the wire, wire-fixtures.ts); answers its read
 * as the content system recorded it, like postTopicAndOpen.
 */
export async function openTopic(page: Page, path: string, title: string): Promise<Response> {
  const recorded = topicRead(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return recorded;
}

/**
 * As postTopicAndOpen, for journeys the New topic form is no part of: the topic is posted through the wire
 * (wire-fixtures.ts) and its address loaded, which spares the group's page and the form.
 */
export async function postTopicThroughWireAndOpen(page: Page, title: string): Promise<Response> {
  return openTopic(page, await topicThroughRequest(page, title, `<p>About ${title}.</p>`), title);
}

/** A topic's comments, as a reader finds them: the region named "Comments (…)". */
export const discussion = (page: Page) => page.getByRole('region', { name: /^Comments/ });

/** The last drawn comment whose text holds `text`. */
export const commentWith = (page: Page, text: string) =>
  discussion(page).getByRole('article').filter({ hasText: text }).last();

/**
 * The organizer comments on the topic at `address` through the wire, without a browser of their own (how
 * another member writes is no journey's subject), in a later second than anything before the call: Drupal tells
 * a new comment from a read by the second, and a browser logging in used to take that long.
 */
export async function organizerComments(address: string, text: string): Promise<void> {
  await asAnotherAccount(DEMO.organizer, async (organizer) => {
    await pastServerSecond(organizer, await serverSecond(organizer));
    await commentThroughCore(organizer, nidOf(address), `<p>${text}</p>`);
  });
}

/**
 * Each test of the file starts from the seeded discussions with the member logged in, whatever an earlier
 * journey wrote in them, and leaves them so for the journeys after it in this sandbox.
 */
export function fromSeededDiscussionsAsMember(): void {
  test.beforeEach(async ({ page }) => {
    await sandboxControl(page, 'restore-start');
    await logInThroughWire(page, DEMO.member);
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

/** A paste into a topic's editor, as a browser hands it over: HTML, or a picture file. */
export async function pasteInto(editor: Locator, content: { html: string } | { png: true }): Promise<void> {
  await editor.evaluate((root, what) => {
    const data = new DataTransfer();
    if ('html' in what) data.setData('text/html', what.html);
    else data.items.add(new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' }));
    root.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, content);
}
