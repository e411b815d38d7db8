import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * The member search finds comments' words (issue 51, docs/search.md): "It forgets faster." is the member's
 * comment 4 on topic 903 of the second working group, whose title and message hold no "forgets". A member
 * of the group finds the topic by it and is led to the comment. That a visitor never finds it, asking the
 * search view as a stranger would, is tests/sandbox/site-search-comments.test.ts's (both Drupal modes), and
 * the visitor's "No results" screen search.spec.ts's; that a member outside the group finds it too is the
 * search port's contract (tests/infrastructure/search-gateway.contract.ts, both Drupal modes).
 *
 * Only a browser shows: the header's field searched by Enter, the hit's link followed to its `#comment-4` anchor as
 * real navigation, and axe on the rendered hit.
 *
 * Issue 75, words edited away from a comment lead no search to it: the portal's edit sends the subject anew
 * (tests/infrastructure/drupal-discussion-wire.test.ts), and Drupal, which finds a comment by its subject
 * too, then finds the old words no more, in both modes (tests/sandbox/search-after-comment-edit.test.ts).
 */

const STREAMING = 'Streaming and the archive';
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const searchField = (page: Page) =>
  page.getByRole('banner').getByRole('search').getByRole('searchbox', { name: 'Search the site' });

/** Logs in, then waits on the home page for the code to take the page over, so the header's field stays. */
async function logInAndSettle(page: Page, account: { mail: string; password: string }): Promise<void> {
  await resetFlood(page);
  await logInThroughWire(page, account);
  await page.goto('/');
  await expect(page.locator('html[data-ready]')).toBeAttached();
}

/** Searches from the header's field, as a reader does, and waits for the search's answer. */
async function searchFromHeader(page: Page, words: string): Promise<void> {
  await searchField(page).fill(words);
  await expect(searchField(page)).toHaveValue(words);
  await searchField(page).press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(words).replace(/%20/g, '+')}`);
  await expect(page.getByRole('status').filter({ hasText: 'Searching' })).toHaveCount(0);
}

test.describe('the member search finds comments’ words', () => {
  test(
    'a member of the group finds a topic by its comment’s word and is led to that comment',
    CORE_THROUGH_NGINX,
    async ({ page }) => {
      await logInAndSettle(page, DEMO.member);
      await searchFromHeader(page, 'forgets');
      const hit = results(page).getByRole('article');
      await expect(hit).toHaveCount(1);
      await expect(hit.getByText('Working group topic')).toBeVisible();
      await expect(hit.getByText(`Found in a comment by ${DEMO.member.name}`)).toBeVisible();
      await expect(hit.locator('strong')).toHaveText('forgets');
      await expect(hit.getByText(/It\s*forgets\s*faster\./)).toBeVisible();
      expect(await violations(page), 'a hit found by a comment').toEqual([]);

      const link = hit.getByRole('link', { name: STREAMING });
      await expect(link).toHaveAttribute('href', '/group_topics/single/903#comment-4');
      await link.click();
      await expect(page).toHaveURL('/group_topics/single/903#comment-4');
      await expect(page.getByRole('heading', { level: 1, name: STREAMING })).toBeVisible();
      await expect(page.getByText('It forgets faster.')).toBeVisible();
    },
  );
});
