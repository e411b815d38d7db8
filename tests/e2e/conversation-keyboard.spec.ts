import type { Page } from '@playwright/test';
import { growDiscussions } from '../../scripts/grow-discussions';
import { COMMENTS_AT_ONCE } from '../../src/ui/groups/use-comment-window';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';
import { expect, test } from './support/test';
import { discussion, postTopicAndOpen } from './support/topic-steps';

/**
 * Issue 61, items 3 and 4: the keyboard's way through a long discussion. A topic of the file's own in Film
 * History, grown to 300 comments through the content system's routes (scripts/grow-discussions.ts), as the
 * member writes them.
 *
 * Only a browser shows: Tab, Page Down and the arrows as Chromium moves the focus, the box kept inside the viewport
 * frame by frame while the thread draws above it, and axe on each focus.
 */
const GROWN = 300;
let topic = '';

const box = (page: Page) => discussion(page).getByRole('textbox', { name: 'Your comment' });
const articles = (page: Page) => discussion(page).getByRole('feed').getByRole('article');

test.beforeAll(async ({ browser }, info) => {
  test.setTimeout(120_000);
  const baseURL = info.project.use.baseURL!;
  const page = await browser.newPage({ baseURL });
  await logInThroughWire(page, DEMO.member);
  await postTopicAndOpen(page, `Keyboard ${info.project.name} ${Date.now().toString(36)}`);
  topic = new URL(page.url()).pathname;
  const topicNid = Number(topic.split('/').at(-1));
  await page.close();
  await growDiscussions({ base: baseURL, topics: 0, comments: GROWN, topicNid });
});

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logInThroughWire(page, DEMO.member);
  await page.goto(topic);
  await expect(articles(page)).toHaveCount(COMMENTS_AT_ONCE);
});

test('the comment box is reached within five presses of Tab from the discussion’s heading', async ({
  page,
}) => {
  // Tab goes on from the heading, as it does after a screen reader's move to it (or a click beside it).
  await page
    .getByRole('heading', { level: 2, name: `Comments (${GROWN})` })
    .evaluate((heading: HTMLElement) => ((heading.tabIndex = -1), heading.focus()));
  const link = discussion(page).getByRole('link', { name: 'Add a comment' }).first();
  const focused = (target: typeof link) => target.evaluate((element) => element === document.activeElement);
  let presses = 0;
  while (presses < 5 && !(await focused(link))) {
    await page.keyboard.press('Tab');
    presses++;
  }
  await expect(link).toBeFocused();
  expect(await violations(page), '"Add a comment" focused').toEqual([]);
  await page.keyboard.press('Enter');
  await expect(box(page)).toBeFocused();
  expect(presses).toBeLessThanOrEqual(5);
  await expect(box(page)).toBeInViewport({ ratio: 1 });
});

test('a box focused from the keyboard stays on the screen while the thread draws above it', async ({
  page,
}) => {
  await discussion(page).getByRole('link', { name: 'Add a comment' }).first().focus();
  // Every frame from the box's focus on: how far its top and bottom stand inside the screen's.
  await box(page).evaluate((field) => {
    const frames: number[][] = [];
    Reflect.set(window, '__boxFrames', frames);
    const sample = () => {
      const { top, bottom } = field.getBoundingClientRect();
      frames.push([top, window.innerHeight - bottom]);
      requestAnimationFrame(sample);
    };
    field.addEventListener('focus', () => requestAnimationFrame(sample), { once: true });
  });
  await page.keyboard.press('Enter');
  await expect(box(page)).toBeFocused();
  for (const key of 'fifteen letters') await page.keyboard.type(key);
  await expect(box(page)).toHaveValue('fifteen letters');
  // The comments near the box are drawn, above it: later batches come as their gap stays in view.
  await expect.poll(() => articles(page).count()).toBeGreaterThan(2 * COMMENTS_AT_ONCE);
  const frames = await page.evaluate(() => Reflect.get(window, '__boxFrames') as number[][]);
  const away = frames.filter(([top, below]) => top! < 0 || below! < 0);
  expect(away, `${frames.length} frames`).toEqual([]);
  await expect(box(page)).toBeFocused();
});

test('one Tab stop a comment; Page Down and Page Up move between comments, the arrows to its controls', async ({
  page,
}) => {
  const [first, second] = [articles(page).nth(0), articles(page).nth(1)];
  await expect(first).toHaveAttribute('aria-setsize', String(GROWN));
  await first.focus();
  await page.keyboard.press('PageDown');
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-posinset', '2');
  await page.keyboard.press('PageUp');
  await expect(first).toBeFocused();
  // Its controls from the comment: Right to its time, then Edit; Tab through the rest, on to the next comment.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(first.getByRole('button', { name: /^Edit/ })).toBeFocused();
  expect(await violations(page), 'focus in a comment').toEqual([]);
  await page.keyboard.press('Tab');
  await expect(first.getByRole('button', { name: /^Reply/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(first.getByRole('link', { name: 'Link to this comment' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  // Back with Shift+Tab: the comment before, its controls passed by.
  await page.keyboard.press('Shift+Tab');
  await expect(first).toBeFocused();
  // Page Down from the last comment drawn draws the next batch and goes on to its first.
  await articles(page)
    .nth(COMMENTS_AT_ONCE - 1)
    .focus();
  await page.keyboard.press('PageDown');
  await expect(articles(page).nth(COMMENTS_AT_ONCE)).toBeFocused();
  await expect(articles(page).nth(COMMENTS_AT_ONCE)).toHaveAttribute(
    'aria-posinset',
    String(COMMENTS_AT_ONCE + 1),
  );
});
