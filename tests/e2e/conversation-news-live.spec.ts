import type { Page } from '@playwright/test';
import { WATCH_INTERVAL_MS } from '../../src/domain/groups/comment-arrivals';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';
import { organizerComments, postTopicAndOpen } from './support/topic-steps';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 61 on the member area, in both Drupal modes: "New in your groups" follows what others write while the
 * page is visible, on the topic's beat: one read of the groups' latest activity a beat (at most 2 a minute).
 * None while hidden, and one at once when shown again, is tests/ui/member-area-news-live.test.tsx's (the
 * browser's visibility is set there as here, by hand). The page's clock is Playwright's: the beats are moved
 * through, never waited for.
 *
 * Only a browser shows: the beat's timers on the page's own clock, and the requests the page really sends.
 */
const news = (page: Page) => page.getByRole('region', { name: 'New in your groups' });

const isActivityRead = (url: string) => /\/group_topics\/list\/\d+(\+|%2B)\d+/.test(url);

/** Counts the reads of the member's groups' latest activity (`group_topics/list/1+2`). */
function activityReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (isActivityRead(request.url())) reads.push(request.url());
  });
  return reads;
}

/**
 * The member area with its news drawn and every read of its first load answered: the page's clock moves on
 * only then, or a read still on its way would meet its own time limit.
 */
async function openMemberArea(page: Page): Promise<void> {
  await page.goto('/my-necs', { waitUntil: 'networkidle' });
  await expect(news(page).getByRole('list')).toBeVisible();
}

// Two members, each logging in and writing.
test.slow();

test(
  'another member’s comment reaches "New in your groups" at the next beat, in one read of activity',
  CORE_THROUGH_NGINX,
  async ({ page }, info) => {
    await page.clock.install();
    await resetFlood(page);
    await logInThroughWire(page, DEMO.member);
    const title = `News live ${info.project.name} ${Date.now().toString(36)}`;
    await postTopicAndOpen(page, title);
    const topic = page.url();
    await openMemberArea(page);
    const reads = activityReads(page);

    await organizerComments(topic, 'Written while the member area is open.');
    // One beat, its read answered before the clock moves on (a read overtaken by the clock would time out).
    const answered = page.waitForResponse((answer) => isActivityRead(answer.url()));
    await page.clock.fastForward(WATCH_INTERVAL_MS);
    await answered;
    const row = news(page).getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('1 new');
    expect(reads).toHaveLength(1);
    expect(await violations(page)).toEqual([]);
  },
);
