import type { Page, Route } from '@playwright/test';
import { TOPIC_SEEDS } from '../../sandbox/demo-data/topics';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { violations } from './support/axe-violations';
import { expect, test } from './support/test';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 51, "Link to this comment" as a stock Drupal gives it: `/comment/{cid}` (its own pages, mails, a reply's
 * `pid` url) opens the comment's topic at the comment, focused, in place of the link's address. The last
 * comment of the reading-group topic (906) is beyond the first batch; the demo member is in its group.
 *
 * Only a browser shows: the server's 303 followed as a real navigation, the comment focused and scrolled into the
 * viewport, Back through the browser's own history, and axe on each rendered state.
 */
const SESSIONS = '/group_topics/single/906';
const LAST = TOPIC_SEEDS.find((topic) => topic.nid === 906)!.comments.at(-1)!.cid;
const LINK = `/comment/${LAST}`;
const atComment = new RegExp(`${SESSIONS}#comment-${LAST}$`);

/** The content system's read of the comment (`GET /cms/comment/{cid}?_format=json`). */
const isCommentRead = (url: URL) => url.pathname.endsWith(`/cms/comment/${LAST}`);

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/**
 * Goes to `path` inside the running portal, as a link in it would (the browser's history, then the router told):
 * the server, which answers a member's request for a comment's link itself, is not asked.
 */
const openInPortal = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

test(
  'a comment’s link opens its topic at the comment, focused; Back leads to where the reader was',
  CORE_THROUGH_NGINX,
  async ({ page }) => {
    await logInThroughWire(page, DEMO.member);
    // The server answers a member's request for the link with where it leads, read with their session.
    const answer = await page.request.get(LINK, { maxRedirects: 0 });
    expect([answer.status(), answer.headers()['location']]).toEqual([303, `${SESSIONS}#comment-${LAST}`]);

    await page.goto('/group');
    await expect(mainHeading(page)).toHaveText('Working groups');
    await page.goto(LINK);
    await expect(page).toHaveURL(atComment);
    const comment = page.locator(`#comment-${LAST}`);
    await expect(comment).toBeFocused();
    await expect(comment).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL(/\/group$/);
  },
);

test('followed inside the portal, the link reads where the comment is, then goes on in place of itself', async ({
  page,
}) => {
  await logInThroughWire(page, DEMO.member);
  await page.goto('/group');
  await expect(mainHeading(page)).toHaveText('Working groups');
  // Its read held until axe has seen the loading state.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isCommentRead, async (route: Route) => (await held, route.continue()));
  await openInPortal(page, LINK);
  await expect(page.getByRole('status').filter({ hasText: 'Opening the comment' })).toBeVisible();
  expect(await violations(page), 'opening a comment').toEqual([]);
  release();
  await expect(page).toHaveURL(atComment);
  await expect(page.locator(`#comment-${LAST}`)).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/group$/);
});

test('a comment that is not there is said so in words; a failed read offers Try again', async ({ page }) => {
  await logInThroughWire(page, DEMO.member);
  // The server leaves a comment that is not there to the browser, which says so.
  await page.goto('/comment/999999');
  await expect(mainHeading(page)).toHaveText('Comment not found');
  await expect(page.getByText(/There is no comment at this address/)).toBeVisible();
  expect(await violations(page), 'a comment not found').toEqual([]);

  await page.route(isCommentRead, (route) => route.abort('failed'));
  await openInPortal(page, LINK);
  const alert = page.getByRole('alert').filter({ hasText: 'This comment could not be opened' });
  await expect(alert).toBeVisible();
  expect(await violations(page), 'a comment that could not be opened').toEqual([]);
  await page.unroute(isCommentRead);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(atComment);
  await expect(page.locator(`#comment-${LAST}`)).toBeFocused();
});

test('a visitor is asked to log in, and comes to the comment after', async ({ page }) => {
  await page.goto(LINK);
  const main = page.getByRole('main');
  await expect(main.getByText(/to read the discussions\./)).toBeVisible();
  expect(await violations(page), 'a comment’s link for a visitor').toEqual([]);
  await main.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('E-mail').fill(DEMO.member.mail);
  await page.getByLabel('Password').fill(DEMO.member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(atComment);
  await expect(page.locator(`#comment-${LAST}`)).toBeFocused();
});
