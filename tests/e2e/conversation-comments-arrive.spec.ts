import type { Page } from '@playwright/test';
import { WATCH_INTERVAL_MS } from '../../src/domain/groups/comment-arrivals';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';
import { commentWith, discussion, organizerComments, postTopicAndOpen } from './support/topic-steps';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 61, "Done when", in both Drupal modes and through nginx: another member's comment is offered within a
 * minute in an open topic and shown when asked, the reader's unsent words and place kept. The page's clock is
 * Playwright's: the interval is moved through, never waited for. Each test writes a topic of its own in Film
 * History, where the member and the organizer both write.
 *
 * Only a browser shows: the focus kept in the box and moved by Enter to the shown comment, the box's place on screen,
 * two members writing to one sandbox (the other through the wire), and axe on the rendered offer.
 */
const run = () => `${test.info().project.name} ${Date.now().toString(36)}`;

const topOf = (page: Page, name: string) =>
  page
    .getByRole('textbox', { name })
    .last()
    .evaluate((box) => box.getBoundingClientRect().top);

// Two members, each logging in and writing.
test.slow();

test(
  'another member’s comment is offered within a minute and shown when asked; the unsent words and place stay',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    await page.clock.install();
    await resetFlood(page);
    await logInThroughWire(page, DEMO.member);
    const title = `Arrivals ${run()}`;
    await postTopicAndOpen(page, title);
    const box = page.getByRole('textbox', { name: 'Your comment' }).last();
    await box.fill('Half a thought');
    const placeBefore = await topOf(page, 'Your comment');

    await organizerComments(page.url(), 'Written while you read.');
    await page.clock.fastForward(WATCH_INTERVAL_MS);
    const comments = discussion(page);
    await expect(comments.getByText('1 new comment', { exact: true })).toBeVisible();
    const show = comments.getByRole('button', { name: 'Show 1 new comment' });
    await expect(show).toBeVisible();
    await expect(commentWith(page, 'Written while you read.')).toHaveCount(0);
    await expect(box).toHaveValue('Half a thought');
    await expect(box).toBeFocused();
    expect(await topOf(page, 'Your comment')).toBe(placeBefore);
    expect(await violations(page)).toEqual([]);

    await show.focus();
    await page.keyboard.press('Enter');
    await expect(commentWith(page, 'Written while you read.')).toBeVisible();
    await expect(comments.getByText('1 new comment shown')).toBeVisible();
    await expect(page.locator(':focus')).toContainText('Written while you read.');
    await expect(page.getByRole('textbox', { name: 'Your comment' }).last()).toHaveValue('Half a thought');
    expect(await violations(page)).toEqual([]);
  },
);
