import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferenceCalendarPath, NEWS_FEED_PATH } from '@/domain/feeds/feed-addresses';
import { expectConsole } from '../support/console-expectations';
import { readCalendar } from '../support/feed-readers';
import { rawGet } from '../support/raw-request';
import { hasNginx } from './nginx-harness';
import { LIVE_SITE_START_MS, type LiveSite, startLiveSite } from './nginx-live-site';
import { staleInCache, until } from './live-site-requests';

/** The renderer's word on the sandbox's conference without dates, said whenever it reads the conference list. */
const UNDATED_CONFERENCE = /Left out row \d+ of public_conferences/;

/** An unknown conference of this run: no other request has asked for its calendar. */
const unknownConference = () => 900_000_000 + Math.floor(Math.random() * 90_000_000);

/**
 * Issue 42, points 1 to 3, as a stranger would try them against nginx (moved from the browser suite's
 * edge-nginx-strangers-and-feeds.spec.ts, issue 83: a browser would normalise these request targets before
 * sending them): a request target nginx would decode and resolve into another location is refused; no spelling of
 * a feed's address has another answer kept under it; and an address per conference is no way around the
 * per-client limit of renders. The site renders one page a second per client (a burst of 20): a busy machine
 * asking 150 calendars slowly still meets the limit.
 */
describe.skipIf(!hasNginx && !process.env.CI)('nginx before a stranger’s raw requests', () => {
  let site: LiveSite;
  beforeAll(async () => {
    site = await startLiveSite({ rendersPerSecond: 1 });
  }, LIVE_SITE_START_MS);
  // Undefined when the start failed, which the beforeAll reports.
  afterAll(() => (site as LiveSite | undefined)?.stop());

  it('refuses a path with an encoded slash or a dot segment before any location sees it', async () => {
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
      const answer = await rawGet(site.portal, target);
      expect(answer.status, target).toBe(400);
      // With the portal's policy, as every answer.
      expect(answer.headers['content-security-policy'], target).toBeDefined();
    }
    // The query string is the page's own: an encoded slash in a search is a search term.
    for (const target of ['/search?keys=AC%2FDC', '/news?page=..%2f', '/.well-known/security.txt'])
      expect((await rawGet(site.portal, target)).status, target).not.toBe(400);
  });

  it('draws a feed whose address is spelled another way, and keeps nothing else under its key', async () => {
    expectConsole('warn', UNDATED_CONFERENCE);
    const calendar = conferenceCalendarPath(unknownConference());
    const hostile = await rawGet(site.portal, calendar.replace(/\.ics$/, '%2Eics'), {
      Accept: 'application/json',
    });
    expect(hostile.headers['content-type']).toMatch(/^text\/plain/);
    // The next reader asks for it as it is written: the answer the stranger's request left is the feed's own.
    const next = await rawGet(site.portal, calendar, { Accept: 'text/calendar' });
    expect(next.headers['x-cache-status']).toBe('HIT');
    expect(next.status).toBe(404);
    expect(next.headers['content-type']).toMatch(/^text\/plain/);
    // An unknown conference costs one render a freshness period, not one a request.
    expect((await rawGet(site.portal, calendar)).headers['x-cache-status']).toBe('HIT');
  });

  it('draws the news feed asked for as //rss.xml while stale as the feed for the next reader', async () => {
    expect((await rawGet(site.portal, NEWS_FEED_PATH)).status).toBe(200);
    // Stale: the next request is answered from the cache and has the feed drawn again in the background.
    await staleInCache(site, NEWS_FEED_PATH);
    expect(
      (await rawGet(site.portal, `/${NEWS_FEED_PATH}`, { Accept: 'application/json' })).headers[
        'x-cache-status'
      ],
    ).toBe('STALE');
    // Until the background refresh has replaced the copy: a reader's request finds it fresh again.
    await until(async () => (await rawGet(site.portal, NEWS_FEED_PATH)).headers['x-cache-status'] === 'HIT');
    for (let reader = 0; reader < 2; reader++) {
      const answer = await rawGet(site.portal, NEWS_FEED_PATH);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/rss\+xml/);
    }
  });

  it('meets the limit of renders with the calendars of a thousand conferences from one client, as pages do', async () => {
    expectConsole('warn', UNDATED_CONFERENCE);
    // Another loopback address is another client to nginx: this test spends its own allowance, not the others'.
    const stranger = '127.0.0.2';
    const first = unknownConference();
    const statuses: number[] = [];
    for (let batch = 0; batch < 15; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          rawGet(site.portal, conferenceCalendarPath(first + batch * 10 + index), {}, stranger),
        ),
      );
      statuses.push(...answers.map(({ status }) => status));
    }
    const refused = statuses.filter((status) => status === 429).length;
    // A burst of 20 renders, then one a second: of 150 asked, dozens are refused.
    expect(refused, statuses.join(' ')).toBeGreaterThan(20);
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(130);
    // Everyone else's allowance is their own.
    expect((await rawGet(site.portal, NEWS_FEED_PATH)).status).toBe(200);
  });

  // Moved from the browser suite's feeds.spec.ts (its `nginx` project); the service's own answer is
  // tests/server/feed-service.test.ts's.
  it('serves the calendar of every upcoming conference to subscribe to', async () => {
    expectConsole('warn', UNDATED_CONFERENCE);
    const answer = await rawGet(site.portal, '/conferences.ics', { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = readCalendar(answer.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('NECS conferences');
    expect(events.map((event) => event.summary)).toContain('NECS 2027: Screens of Repair');
  });
});
