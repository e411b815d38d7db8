import type { Page } from '@playwright/test';
import { TOPIC_SEEDS } from '../../sandbox/demo-data/topics';
import { COMMENTS_AT_ONCE } from '../../src/ui/groups/use-comment-window';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';
import { expect, test } from './support/test';
import { discussion, openTopic } from './support/topic-steps';
import {
  asAnotherAccount,
  commentThroughCore,
  topicPath,
  topicThroughRequest,
} from './support/wire-fixtures';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 51, item 1 and 2 and "Link to this comment": a long discussion stays put around the member writing in
 * it, the focus goes where reading goes on, and one comment has an address. The reading-group topic (906) holds
 * 21 comments, one more than the first batch; the demo member is in its group and wrote it.
 *
 * Only a browser shows: the wheel scrolling the page while comments are drawn and the page kept where it went, comments
 * drawn as a focused button scrolls into view, the focus where reading goes on, and axe on each state.
 */
const SESSIONS_NID = 906;
const SESSIONS = topicPath(SESSIONS_NID);
const SESSION_CIDS = TOPIC_SEEDS.find((topic) => topic.nid === SESSIONS_NID)!.comments.map(
  (comment) => comment.cid,
);

const drawnComments = (page: Page) => discussion(page).getByRole('article');
const moreButton = (page: Page) => discussion(page).getByRole('button', { name: 'Show more comments' });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Turns the wheel, as a reader scrolls, until every comment is drawn ("Show more comments" gone). */
async function wheelUntilAllDrawn(page: Page): Promise<void> {
  await page.mouse.move(640, 450);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 700);
      return moreButton(page).count();
    })
    .toBe(0);
}

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logInThroughWire(page, DEMO.member);
});

test('typing in a reply while the rest of the discussion is drawn: the text in order, the page in its place', async ({
  page,
}) => {
  await page.goto(SESSIONS);
  const first = drawnComments(page).first();
  await first.getByRole('button', { name: 'Reply' }).click();
  const box = first.getByRole('textbox', { name: 'Your reply' });
  await expect(box).toBeFocused();
  await page.keyboard.type('first half');
  await expect(drawnComments(page)).toHaveCount(COMMENTS_AT_ONCE);

  // The wheel, as a reader scrolls, until the last comments are drawn on their own.
  await wheelUntilAllDrawn(page);
  // A frame later the page is still down where the wheel took it (a wheel's scroll may still be gliding on),
  // not back at the reply box far above, where the box drawn afresh and focused would take it.
  await twoFrames(page);
  expect(await scrollY(page)).toBeGreaterThan(1_500);
  await expect(box).not.toBeInViewport();

  await page.keyboard.type(' second half');
  await expect(box).toHaveValue('first half second half');
  await expect(box).toBeFocused();
});

test('“Show more comments” by keyboard on the last batch: the focus on the first comment drawn', async ({
  page,
}) => {
  // Where nothing watches the scrolling, the button alone draws them.
  await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
  await page.goto(SESSIONS);
  const more = moreButton(page);
  // Drawn by the server, it works once the code has taken the page over.
  await expect(more).toBeEnabled();
  await more.focus();
  await page.keyboard.press('Enter');
  const firstDrawn = drawnComments(page).nth(COMMENTS_AT_ONCE);
  await expect(firstDrawn).toBeFocused();
  await expect(firstDrawn).toBeInViewport();
  await expect(more).toHaveCount(0);
  expect(await violations(page), 'all comments drawn, the focus on the last batch').toEqual([]);
});

test('the focus on “Show more comments” goes on to the first comment drawn as it scrolls into view', async ({
  page,
}) => {
  await page.goto(SESSIONS);
  const more = moreButton(page);
  await expect(more).toBeEnabled();
  expect(await violations(page), 'the first batch, the rest a gap in the list').toEqual([]);
  // Focused (as Tab would), the button scrolls into view: the comments it stands for are drawn, the button goes.
  await more.focus();
  const firstDrawn = drawnComments(page).nth(COMMENTS_AT_ONCE);
  await expect(firstDrawn).toBeFocused();
  await expect(firstDrawn).toBeInViewport();
});

test('a comment’s link opens the topic at it, focused, beyond the first batch too', async ({ page }) => {
  await page.goto(SESSIONS);
  // The third comment drawn, whichever it is: a test that ran before on this stack may have written to the topic.
  const anchor = await drawnComments(page).nth(2).getAttribute('id');
  expect(anchor).toMatch(/^comment-\d+$/);
  const link = drawnComments(page).nth(2).getByRole('link', { name: 'Link to this comment' });
  await expect(link).toHaveAttribute('href', `${SESSIONS}#${anchor}`);
  // Drawn by the server: the address is in the page before any code runs.
  const drawn = await (await page.request.get(SESSIONS)).text();
  expect(drawn).toContain(`href="${SESSIONS}#${anchor}"`);

  await page.goto(`${SESSIONS}#${anchor}`);
  const third = page.locator(`#${anchor}`);
  await expect(third).toBeFocused();
  await expect(third).toBeInViewport();

  const last = SESSION_CIDS.at(-1)!;
  await page.goto(`${SESSIONS}#comment-${last}`);
  const beyond = page.locator(`#comment-${last}`);
  await expect(beyond).toBeFocused();
  await expect(beyond).toBeInViewport();
  await expect(moreButton(page)).toHaveCount(0);
  expect(await violations(page), 'a topic opened at its last comment').toEqual([]);
});

test('a save refused keeps the focus in the editor, not on the page’s body', async ({ page }) => {
  await page.goto('/group_topics/single/902');
  await discussion(page).getByRole('button', { name: 'Edit' }).first().click();
  const editor = page.getByRole('form', { name: 'Edit your comment' });
  // Refused (a 4xx): a 5xx would not be a refusal but a wait in the outbox (conversation-outbox.spec.ts).
  await page.route('**/comment/**', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 422, body: '' }) : route.fallback(),
  );
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Your comment' })).toBeFocused();
  expect(await violations(page), 'a refused edit').toEqual([]);
});

test(
  'after Delete topic the group’s page says “Topic deleted”, with the focus there',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    const title = `To be deleted ${Date.now()}`;
    // Posted through the wire: the New topic form is not what this journey is about.
    await openTopic(page, await topicThroughRequest(page, title, '<p>Soon gone.</p>'), title);

    await page.getByRole('main').getByRole('button', { name: 'Delete topic' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete topic' }).click();
    await expect(page).toHaveURL('/group/1');
    const status = page.getByRole('status').filter({ hasText: 'Topic deleted' });
    await expect(status).toHaveText('Topic deleted');
    await expect(status).toBeFocused();
    await expect(page.getByRole('region', { name: 'Topics' }).getByRole('link', { name: title })).toHaveCount(
      0,
    );
    expect(await violations(page), 'the group after a deletion').toEqual([]);
  },
);

// Last: it adds a comment to the topic the journeys above count on.
test('“First new comment” keeps its focus while the rest of the list is drawn', async ({ page }) => {
  // Another member of the group replies to the second comment: new to the member, early in the thread.
  // Through the wire, without a browser: how they write is not what this journey is about.
  const words = `A new thought (${Date.now()}).`;
  await asAnotherAccount(DEMO.editor, (editor) =>
    commentThroughCore(editor, SESSIONS_NID, `<p>${words}</p>`, SESSION_CIDS[1]),
  );

  await page.goto(SESSIONS);
  await discussion(page).getByRole('button', { name: 'First new comment' }).click();
  const firstNew = discussion(page).getByRole('article').filter({ hasText: words });
  await expect(firstNew).toBeFocused();
  await wheelUntilAllDrawn(page);
  await twoFrames(page);
  await expect(firstNew).toBeFocused();
});
