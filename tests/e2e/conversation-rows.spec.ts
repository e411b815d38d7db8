import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { violations } from './support/axe-violations';
import { pastServerSecond, serverSecond } from './support/server-clock';
import { isServedHeading, watchTakeover } from './support/takeover';
import { fromSeededDiscussionsAsMember } from './support/topic-steps';
import { commentThroughCore, csrfToken } from './support/wire-fixtures';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 61: each row of a group's topics names who wrote last and when, or "No comments yet"; and "Latest
 * activity" is one order wherever it is drawn, across every page of topics. Film History (id 1): "Reading
 * list" was last commented by Antoine Dubois on 4 October 2026 at 08:15 UTC; "Welcome to the group", its oldest
 * topic, has no comment.
 *
 * Only a browser shows: the served list taken over without a mismatch, the row's `<time>` then as the browser draws it,
 * and axe on the rendered rows.
 */
const FILM_HISTORY = '/group/1';
const FILM_HISTORY_ID = 1;
const READING_LIST = 'Reading list for the autumn seminar';
const WELCOME = 'Welcome to the group';
const WELCOME_NID = 900;
/** One more topic than the page holds (TOPICS_PER_PAGE, 50) beside the three seeded ones. */
const POSTED_TOPICS = 50;

const topicsRegion = (page: Page) => page.getByRole('region', { name: 'Topics' });
const titles = (page: Page) => topicsRegion(page).getByRole('heading', { level: 3 });
const rowOf = (page: Page, title: string) =>
  topicsRegion(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title }) });
const orderSelect = (page: Page) => topicsRegion(page).getByRole('combobox', { name: 'Sort topics by' });

/** Posts `count` topics to Film History as the member, through the content system's own route. */
async function postTopics(page: Page, count: number): Promise<void> {
  const headers = { 'X-CSRF-Token': await csrfToken(page) };
  for (let index = 0; index < count; index++) {
    const answer = await page.request.post('/cms/necs-workgroup/post-topic', {
      headers,
      multipart: {
        group_id: String(FILM_HISTORY_ID),
        title: `Week ${index + 1} notes`,
        message: '<p>Notes of the week.</p>',
        group: 'Film History',
      },
    });
    expect(answer.status(), await answer.text()).toBeLessThan(300);
  }
}

// And left so: fifty topics more would push the seeded ones off the group's first page, where later journeys
// in this sandbox read them.
fromSeededDiscussionsAsMember();

test(
  'a row names the last writer and the time, or "No comments yet", drawn so on the server too',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    const errors = await watchTakeover(page);
    const answer = await page.goto(FILM_HISTORY);
    const html = (await answer?.text()) ?? '';
    // The server drew the last word before any script ran (in UTC: it knows no reader's zone).
    // (React marks where its text parts meet with empty comments.)
    expect(html).toMatch(/Last comment by(<!-- -->)? <span dir="auto">Antoine Dubois<\/span>/);
    expect(html).toContain('No comments yet');

    const reading = rowOf(page, READING_LIST);
    await expect(reading).toContainText(/Last comment by Antoine Dubois · October 4, 2026 at \d{1,2}:\d{2}/);
    await expect(reading.locator('time[datetime="2026-10-04T08:15:00+00:00"]')).toBeVisible();
    await expect(rowOf(page, WELCOME)).toContainText('No comments yet');
    await page.waitForLoadState('networkidle');
    expect(await isServedHeading(page)).toBe(true);
    expect(errors).toEqual([]);
    expect(await violations(page), 'last word').toEqual([]);
  },
);

test(
  '"Latest activity" orders every page of topics as one: a comment brings the oldest topic first, in the browser and on the server',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    await postTopics(page, POSTED_TOPICS);
    // Of a topic and a comment in one second the later node id comes first: the comment comes a second later.
    await pastServerSecond(page, await serverSecond(page));
    await commentThroughCore(page, WELCOME_NID, '<p>Back to the start.</p>');
    await page.goto(FILM_HISTORY);
    // Newest first, the oldest topic is on the second page, out of this one.
    await expect(titles(page)).toHaveCount(50);
    await expect(rowOf(page, WELCOME)).toHaveCount(0);

    await orderSelect(page).selectOption({ label: 'Latest activity' });
    await expect(titles(page).first()).toHaveText(WELCOME);
    await expect(titles(page)).toHaveCount(50);
    await expect(rowOf(page, WELCOME)).toContainText('Last comment by Marta Kowalska');
    const inBrowser = await titles(page).allTextContents();

    const answer = await page.reload();
    const html = (await answer?.text()) ?? '';
    expect(html).toContain('data-topic-order="activity"');
    expect(html.indexOf(`>${WELCOME}<`)).toBeGreaterThan(-1);
    expect(html.indexOf(`>${WELCOME}<`)).toBeLessThan(html.indexOf(`>Week ${POSTED_TOPICS} notes<`));
    // The server's page and the browser's list the same topics in the same order.
    await expect(titles(page)).toHaveText(inBrowser);
  },
);
