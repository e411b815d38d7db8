import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '../../sandbox/host/app';
import { E2E_PORT_OFFSETS, e2eBasePort } from '../../scripts/e2e-ports';
import { growDiscussions } from '../../scripts/grow-discussions';
import { COMMENTS_AT_ONCE } from '../../src/ui/groups/use-comment-window';
import { DEMO } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';
import { expect, test } from './support/test';

/**
 * A screen's cost bounded by what is on it (issue 30): on a sandbox of its own (so no other test file sees the
 * grown group), group 1 grown by 300 topics and topic 902 by 1,000 comments through Drupal's routes
 * (scripts/grow-discussions.ts), as the bench grows them.
 *
 * Only a browser shows: comments drawn as the reader scrolls (IntersectionObserver on a laid-out page), the size of the
 * DOM after the take-over, the focus Enter moves, and axe on the grown screens.
 */
/** After every port the e2e stacks take (scripts/e2e-ports.ts). */
const port = e2eBasePort() + E2E_PORT_OFFSETS.grown;
const base = `http://localhost:${port}`;
const GROWN_TOPICS = 300;
const GROWN_COMMENTS = 1000;
/** Film History's own three topics, the Reading list's own two comments. */
const TOPICS = GROWN_TOPICS + 3;
const COMMENTS = GROWN_COMMENTS + 2;

/** The discussion's heading, its count written as English writes numbers: "Comments (1,002)". */
const heading = (count: number) => `Comments (${count.toLocaleString('en')})`;

test.use({ baseURL: base });

let sandbox: FastifyInstance | undefined;
let folder = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), 'necs-grown-'));
  sandbox = await buildSandbox({ dbFile: join(folder, 'site.sqlite'), staticDir: 'dist', drupal: 'site' });
  await sandbox.listen({ port, host: '127.0.0.1' });
  await growDiscussions({ base, topics: GROWN_TOPICS, comments: GROWN_COMMENTS });
});

test.afterAll(async () => {
  await sandbox?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  await logInThroughWire(page, DEMO.member);
});

test('a grown group shows at most 50 topics a page, the next through the pager, its oldest on the last', async ({
  page,
}) => {
  // The pager's walk to the oldest topic, page by page, is tests/ui/bounded-lists.test.tsx's: here the drawn
  // pages of the grown group, axe on the first, its Next as a link, and the last page by its address.
  await page.goto('/group/1');
  const topics = page.getByRole('region', { name: 'Topics' });
  const titles = topics.getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(50);
  await expect(titles.first()).toHaveText(`Grown topic ${GROWN_TOPICS}`);
  const pager = topics.getByRole('navigation', { name: 'Topic pages' });
  const pages = Math.ceil(TOPICS / 50);
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  expect(await violations(page), '/group/1').toEqual([]);
  await pager.getByRole('link', { name: /Next/ }).click();
  await expect(pager).toContainText(`Page 2 of ${pages}`);
  await expect(titles.first()).toHaveText(`Grown topic ${GROWN_TOPICS - 50}`);
  await expect(page).toHaveURL('/group/1?page=1');
  await page.goto(`/group/1?page=${pages - 1}`);
  await expect(pager).toContainText(`Page ${pages} of ${pages}`);
  await expect(titles).toHaveCount(TOPICS - 50 * (pages - 1));
  await expect(titles.last()).toHaveText('Welcome to the group');
  await expect(pager.getByRole('link', { name: /Next/ })).toHaveCount(0);
});

/** A desktop's width and a phone's, where titles and comments wrap onto more lines and kept places differ. */
const WIDTHS = [1280, 390];

for (const width of WIDTHS)
  test(`the rows a reader scrolls past are kept at their drawn height: the pager stays under the pointer (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/group/1');
    const next = page
      .getByRole('region', { name: 'Topics' })
      .getByRole('navigation', { name: 'Topic pages' })
      .getByRole('link', { name: /Next/ });
    await expectToStayUnderThePointer(page, next);
  });

/**
 * Scrolls `target` into view and aims at it: a click aimed at its middle still lands on it once the rows or
 * cards now near the screen are laid out, in the frames that follow (content-visibility). A place kept for each
 * at another height than it is drawn moved the pager's Next by hundreds of pixels between a reader's aim and
 * click.
 */
async function expectToStayUnderThePointer(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const aimed = (await target.boundingBox())!;
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(drawn)))),
  );
  expect(Math.abs((await target.boundingBox())!.y - aimed.y)).toBeLessThan(aimed.height / 2);
}

for (const width of WIDTHS)
  test(`the comments a reader scrolls past are kept at about their drawn height: “Show more comments” stays put (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // Nothing draws more comments as the reader comes near the button: what could move it is the cards' places.
    await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
    await page.goto('/group_topics/single/902');
    const comments = page.getByRole('region', { name: heading(COMMENTS) });
    await expect(comments.getByRole('article')).toHaveCount(COMMENTS_AT_ONCE);
    await expectToStayUnderThePointer(page, comments.getByRole('button', { name: 'Show more comments' }));
  });

test('a topic of 1,000 comments draws the first ones, and more as the reader scrolls to them', async ({
  page,
}) => {
  await page.goto('/group_topics/single/902');
  const comments = page.getByRole('region', { name: heading(COMMENTS) });
  const drawn = comments.getByRole('article');
  await expect(drawn).toHaveCount(COMMENTS_AT_ONCE);
  // What the browser holds stays about what a short discussion holds: not the 6,185 elements of all 1,002.
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(1_500);
  expect(await violations(page), '/group_topics/single/902').toEqual([]);
  await comments.getByRole('button', { name: 'Show more comments' }).scrollIntoViewIfNeeded();
  await expect.poll(() => drawn.count()).toBeGreaterThan(COMMENTS_AT_ONCE);
  expect(await drawn.count()).toBeLessThan(COMMENTS);
});

test('the comments below the screen are laid out only as the reader comes near them', async ({ page }) => {
  await page.goto('/group_topics/single/902');
  const drawn = page.getByRole('region', { name: heading(COMMENTS) }).getByRole('article');
  await expect(drawn).toHaveCount(COMMENTS_AT_ONCE);
  const last = drawn.nth(COMMENTS_AT_ONCE - 1);
  // Its byline is skipped with the rest of its contents while the card is far off screen (content-visibility).
  const laidOut = () =>
    last.evaluate((article) => article.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  expect(await laidOut()).toBe(false);
  await last.focus();
  await expect(last).toBeInViewport();
  await expect.poll(laidOut).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('“Show more comments” works on its own, from the keyboard, where nothing watches the scrolling', async ({
  page,
}) => {
  await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
  await page.goto('/group_topics/single/902');
  const comments = page.getByRole('region', { name: heading(COMMENTS) });
  const drawn = comments.getByRole('article');
  await expect(drawn).toHaveCount(COMMENTS_AT_ONCE);
  const more = comments.getByRole('button', { name: 'Show more comments' });
  // Drawn by the server, it works once the code has taken the page over.
  await expect(more).toBeEnabled();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(drawn).toHaveCount(2 * COMMENTS_AT_ONCE);
  // Reading goes on from the first comment just drawn.
  await expect(drawn.nth(COMMENTS_AT_ONCE)).toBeFocused();
  await expect(
    comments.getByText(`${2 * COMMENTS_AT_ONCE} of ${COMMENTS.toLocaleString('en')} comments shown`),
  ).toBeVisible();
});
