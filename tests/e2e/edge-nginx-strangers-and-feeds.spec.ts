import { conferenceCalendarPath, NEWS_FEED_PATH } from '@/domain/feeds/feed-addresses';
import { E2E_FRESH_SECONDS } from './support/page-cache';
import { rawGet } from './support/raw-request';
import { expect, test } from './support/test';

/**
 * Issue 42, points 1 to 3, as a stranger would try them against nginx (`nginx` project only): a request target
 * nginx would decode and resolve into another location is refused; no spelling of a feed's address has another
 * answer kept under it; and an address per conference is no way around the per-client limit of renders.
 * (`edge-nginx-*` files run in the nginx project alone: playwright.config.ts.)
 *
 * Only a browser shows: nothing; a browser would normalise these request targets before sending them, so a stranger's
 * raw requests go round it. The file needs nginx, not a browser (docs/ci-move-down.md).
 */

/** An unknown conference of this run: no other request has asked for its calendar. */
const unknownConference = () => 900_000_000 + Math.floor(Math.random() * 90_000_000);

test('a path with an encoded slash or a dot segment is refused before any location sees it', async ({
  baseURL,
}) => {
  for (const target of [
    '/assets/..%2fcms/user/7?_format=json',
    '/assets/..%2Fcms/necs-json/get/page?uri=/',
    '/assets/%2e%2e/cms/user/7',
    '/assets/.%2E/cms/session/token',
    '/assets/../cms/user/7',
    '/news/./',
    '/about-us/..',
    '/conferences/..%2f..%2frss.xml',
    '/cms/user%2f7',
    '/assets/..%5ccms/user/7',
  ]) {
    const answer = await rawGet(baseURL!, target);
    expect(answer.status, target).toBe(400);
    // With the portal's policy, as every answer.
    expect(answer.headers['content-security-policy'], target).toBeDefined();
  }
  // The query string is the page's own: an encoded slash in a search is a search term.
  for (const target of ['/search?keys=AC%2FDC', '/news?page=..%2f', '/.well-known/security.txt'])
    expect((await rawGet(baseURL!, target)).status, target).not.toBe(400);
});

test('a feed’s address spelled another way draws that feed, and nothing else is kept under its key', async ({
  baseURL,
}) => {
  const nid = unknownConference();
  const calendar = conferenceCalendarPath(nid);
  const hostile = await rawGet(baseURL!, calendar.replace(/\.ics$/, '%2Eics'), {
    Accept: 'application/json',
  });
  expect(hostile.headers['content-type']).toMatch(/^text\/plain/);
  // The next reader asks for it as it is written: the answer the stranger's request left is the feed's own.
  const next = await rawGet(baseURL!, calendar, { Accept: 'text/calendar' });
  expect(next.headers['x-cache-status']).toBe('HIT');
  expect(next.status).toBe(404);
  expect(next.headers['content-type']).toMatch(/^text\/plain/);
  // An unknown conference costs one render a freshness period, not one a request.
  expect((await rawGet(baseURL!, calendar)).headers['x-cache-status']).toBe('HIT');
});

test('the news feed asked for as //rss.xml while stale is drawn as the feed for the next reader', async ({
  baseURL,
}) => {
  test.slow();
  expect((await rawGet(baseURL!, NEWS_FEED_PATH)).status).toBe(200);
  // Stale: the next request is answered from the cache and has the feed drawn again in the background.
  await new Promise((resolve) => setTimeout(resolve, (E2E_FRESH_SECONDS + 1) * 1000));
  await rawGet(baseURL!, `/${NEWS_FEED_PATH}`, { Accept: 'application/json' });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (let reader = 0; reader < 2; reader++) {
    const answer = await rawGet(baseURL!, NEWS_FEED_PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/rss\+xml/);
  }
});

test('calendars of a thousand conferences from one client meet the limit of renders, as pages do', async ({
  baseURL,
}) => {
  test.slow();
  // Another loopback address is another client to nginx: this test spends its own allowance, not the others'.
  const stranger = '127.0.0.2';
  const first = unknownConference();
  const statuses: number[] = [];
  for (let batch = 0; batch < 15; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        rawGet(baseURL!, conferenceCalendarPath(first + batch * 10 + index), {}, stranger),
      ),
    );
    statuses.push(...answers.map(({ status }) => status));
  }
  const refused = statuses.filter((status) => status === 429).length;
  // A burst of 100 renders, then about 5 a second: of 150 asked within seconds, dozens are refused.
  expect(refused, statuses.join(' ')).toBeGreaterThan(20);
  expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(130);
  // Everyone else's allowance is their own.
  expect((await rawGet(baseURL!, NEWS_FEED_PATH)).status).toBe(200);
});
