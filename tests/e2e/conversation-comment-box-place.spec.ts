import type { Page } from '@playwright/test';
import { COMMENTS_AT_ONCE } from '../../src/ui/groups/use-comment-window';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { expect, test } from './support/test';
import { discussion } from './support/topic-steps';
import { commentThroughCore, nidOf, topicThroughRequest } from './support/wire-fixtures';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 81, item 7: the comment box stays where the member types while a long thread draws above it. A topic of
 * the file's own in Film History with 120 comments of one to five paragraphs, every fourth a reply, as a real
 * discussion has them: the cards drawn near the box are taller than the place kept for them off screen.
 *
 * Only a browser shows: the cards laid out as they come near the screen (content-visibility) at their drawn
 * height, the batches drawn as the gap above the box stays in view, and where the focused box then stands.
 */
const WRITTEN = 120;
const TYPED = 'a word of thanks, later.';
let topic = '';

/** Comment `n`: its number and up to four more paragraphs of up to six sentences. */
const commentText = (n: number) =>
  [
    `<p>Comment number ${n}.</p>`,
    ...Array.from(
      { length: (n * 7) % 5 },
      (_, p) => `<p>${'A sentence about the screening. '.repeat(1 + ((n + p) % 6))}</p>`,
    ),
  ].join('');

const box = (page: Page) => discussion(page).getByRole('textbox', { name: 'Your comment' });

test.beforeAll(async ({ browser }, info) => {
  test.setTimeout(120_000);
  const page = await browser.newPage({ baseURL: info.project.use.baseURL });
  await logInThroughWire(page, DEMO.member);
  topic = await topicThroughRequest(
    page,
    `A long thread ${Date.now().toString(36)}`,
    '<p>Comments follow.</p>',
  );
  const ids: number[] = [];
  for (let n = 1; n <= WRITTEN; n++)
    ids.push(
      await commentThroughCore(page, nidOf(topic), commentText(n), n % 4 === 0 ? ids.at(-1) : undefined),
    );
  await page.close();
});

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logInThroughWire(page, DEMO.member);
});

for (const width of [1280, 390])
  test(
    `a box focused from the keyboard as a long topic opens stays on the screen for every key typed (${width} px)`,
    CORE_THROUGH_NGINX,
    async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(topic);
      const articles = discussion(page).getByRole('feed').getByRole('article');
      // The first batch drawn, the code in charge of the page: the rest of the thread is still to draw.
      await expect(discussion(page).getByRole('button', { name: 'Show more comments' })).toBeEnabled();
      await expect(articles).toHaveCount(COMMENTS_AT_ONCE);
      await discussion(page).getByRole('link', { name: 'Add a comment' }).first().focus();
      await page.keyboard.press('Enter');
      await expect(box(page)).toBeFocused();

      // Where the box stands in the window as each key is typed: its top and bottom, the window's height.
      const place = () =>
        box(page).evaluate((field) => {
          const { top, bottom } = field.getBoundingClientRect();
          return { top: Math.round(top), bottom: Math.round(bottom), window: window.innerHeight };
        });
      const places = [await place()];
      for (const key of TYPED) {
        await page.keyboard.type(key);
        places.push(await place());
      }
      await expect(box(page)).toHaveValue(TYPED);
      // The whole thread drew while the member typed.
      await expect(articles).toHaveCount(WRITTEN);
      places.push(await place());
      const away = places.filter(({ top, bottom, window }) => top < 0 || bottom > window);
      expect(away, JSON.stringify(places.map(({ top }) => top))).toEqual([]);
      await expect(box(page)).toBeFocused();
    },
  );
