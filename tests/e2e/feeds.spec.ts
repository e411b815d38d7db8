import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { readCalendar, readRssFeed } from '../support/feed-readers';
import { expect, test } from './support/test';

/**
 * A visitor takes a conference into a calendar and follows the news by feed, through nginx with its page cache
 * (`nginx`; without nginx, through the sandbox in `desktop`): the files validate (ical.js, a feed parser) and say what the
 * pages show. The calendar of every upcoming conference is tests/server/feed-service.test.ts's, and through nginx
 * tests/sandbox/nginx-strangers-and-feeds.test.ts's.
 *
 * Only a browser shows: the download a click on “Add to calendar” starts, with its suggested file name, and the feed
 * link in the head of a page as served, through nginx's cache too.
 */

const LISBON = 'NECS 2027: Screens of Repair';

async function downloaded(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, text: await readFile(await download.path(), 'utf8') };
}

test('a conference’s “Add to calendar”, in the list and on its page, saves the calendar file of what they show', async ({
  page,
}) => {
  await page.goto('/conferences');
  const card = page
    .getByRole('list', { name: 'Conferences' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: LISBON }) });
  const place = await card.locator('p').first().textContent();
  const firstDay = await card.locator('time').getAttribute('datetime');
  const fromList = await downloaded(page, () =>
    card.getByRole('link', { name: `Add to calendar – ${LISBON}` }).click(),
  );
  expect(fromList.download.suggestedFilename()).toBe('2027-lisbon.ics');
  expect(fromList.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  const [event] = readCalendar(fromList.text).events;
  expect(event!.summary).toBe(LISBON);
  expect(event!.location).toBe(place);
  expect(event!.startDate.toString()).toBe(firstDay);
  expect(event!.endDate.toString()).toBe('2027-06-14');

  await card.getByRole('link', { name: LISBON, exact: true }).click();
  await expect(page).toHaveURL(/\/conferences\/2027-lisbon$/);
  await expect(page.getByRole('heading', { level: 1, name: LISBON })).toBeVisible();
  const fromPage = await downloaded(page, () =>
    page.getByRole('link', { name: `Add to calendar – ${LISBON}` }).click(),
  );
  const [same] = readCalendar(fromPage.text).events;
  expect(same!.uid).toBe(event!.uid);
  // Absolute on the portal's public address (the sandbox's is its own socket's, 127.0.0.1): the page shown.
  const url = new URL(String(same!.component.getFirstPropertyValue('url')));
  expect(url.pathname).toBe(new URL(page.url()).pathname);
});

test('the home and news pages announce the news feed, which lists what the news shows', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const feedLink = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  const href = await feedLink.getAttribute('href');
  expect(href).toBe('/rss.xml');
  const latest = await page.getByRole('list', { name: 'Latest news' }).getByRole('heading').allTextContents();
  expect(latest).toHaveLength(3);

  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(answer.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
  const feed = readRssFeed(await answer.text());
  expect(feed.items.slice(0, 3).map((item) => item.title)).toEqual(latest);

  await page.goto('/news');
  await expect(feedLink).toHaveAttribute('href', '/rss.xml');
  const news = page.getByRole('list', { name: 'News' });
  const firstItem = news.getByRole('article').first();
  const title = await firstItem.getByRole('heading').textContent();
  const item = feed.items.find((each) => each.title === title)!;
  expect(new URL(item.url!).pathname).toBe(
    new URL((await firstItem.getByRole('link', { name: title! }).getAttribute('href'))!, page.url()).pathname,
  );
  expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(item.published).not.toBeNull();
});
