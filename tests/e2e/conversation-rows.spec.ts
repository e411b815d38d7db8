import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { violations } from './support/axe-violations';
import { isServedHeading, watchTakeover } from './support/takeover';
import { fromSeededDiscussionsAsMember } from './support/topic-steps';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 61: each row of a group's topics names who wrote last and when, or "No comments yet". ("Latest activity"
 * as one order across every page of topics is group-gateway.contract.ts's, both Drupal modes.) Film History (id 1): "Reading
 * list" was last commented by Antoine Dubois on 4 October 2026 at 08:15 UTC; "Welcome to the group", its oldest
 * topic, has no comment.
 *
 * Only a browser shows: the served list taken over without a mismatch, the row's `<time>` then as the browser draws it,
 * and axe on the rendered rows.
 */
const FILM_HISTORY = '/group/1';
const READING_LIST = 'Reading list for the autumn seminar';
const WELCOME = 'Welcome to the group';

const topicsRegion = (page: Page) => page.getByRole('region', { name: 'Topics' });
const rowOf = (page: Page, title: string) =>
  topicsRegion(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title }) });

// The seeded discussions as they were, whatever an earlier journey wrote in them.
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
