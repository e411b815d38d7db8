import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferenceCalendarPath } from '@/domain/feeds/feed-addresses';
import { createFirstScreenService } from '@/server/first-screen-service';
import { serviceSettingsFrom } from '@/server/service-settings';
import { DEMO_CONFERENCES, DEMO_NEWS } from '../support/demo-lists';
import { readCalendar, readRssFeed } from '../support/feed-readers';
import { startStallingServer, type StallingServer } from '../support/stalling-server';
import { expectConsole } from '../support/console-expectations';
import { quietLog } from '../support/memory-log';
import { close, listen, useServiceOnSandbox, writeServedDist } from '../support/service-server';

const SITE = 'https://portal.example.org';
const DRAWN = 'public, max-age=0, must-revalidate, s-maxage=60';

const LISBON = DEMO_CONFERENCES.find((conference) => conference.path === '/conferences/2027-lisbon')!;

/** The news list's first page as the news page shows it: newest first, ten. */
const LATEST_NEWS = DEMO_NEWS.map(({ item }) => item)
  .sort((a, b) => Date.parse(b.created) - Date.parse(a.created) || b.nid - a.nid)
  .slice(0, 10);

/**
 * The sandbox's conference list holds one conference whose dates are not yet set: the adapter leaves its row
 * out of every calendar and says so on the console.
 */
const UNDATED_CONFERENCE = /Left out row \d+ of public_conferences/;

describe('feeds and calendars from the renderer (npm run serve)', () => {
  const { log, origin: service } = useServiceOnSandbox({ env: { SITE_URL: SITE } });
  let origin: string;
  beforeAll(() => void (origin = service()));

  it('serves the latest news as RSS 2.0 with what the news list shows, cached like a drawn page', async () => {
    const answer = await fetch(`${origin}/rss.xml`, { headers: { accept: 'application/rss+xml' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe(DRAWN);
    expect(answer.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    const feed = readRssFeed(await answer.text());
    expect(feed.title).toBe('NECS news');
    expect(feed.url).toBe(`${SITE}/`);
    expect(feed.self).toBe(`${SITE}/rss.xml`);
    expect(
      feed.items.map((item) => [item.title, item.url, item.id, item.published?.getTime(), item.description]),
    ).toEqual(
      LATEST_NEWS.map((item) => [
        item.title,
        `${SITE}${item.path}`,
        item.uuid,
        Date.parse(item.created),
        item.summaryHtml.replace(/<[^>]+>/g, ''),
      ]),
    );
    expect(log.lines.at(-1)?.msg).toMatch(/^GET \/rss\.xml 200 \d+ ms$/);
  });

  it('serves one conference as an iCalendar file saved under its page’s name', async () => {
    expectConsole('warn', UNDATED_CONFERENCE);
    const answer = await fetch(`${origin}${conferenceCalendarPath(LISBON.nid)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe(DRAWN);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="2027-lisbon.ics"');
    const { events } = readCalendar(await answer.text());
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toBe(LISBON.uuid);
    expect(event!.summary).toBe('NECS 2027: Screens of Repair');
    expect(event!.location).toBe('Lisbon, Portugal');
    expect(event!.component.getFirstPropertyValue('url')).toBe(`${SITE}/conferences/2027-lisbon`);
    expect([event!.startDate.toString(), event!.endDate.toString()]).toEqual(['2027-06-10', '2027-06-14']);
    expect(event!.description).toBe(LISBON.summaryHtml.replace(/<[^>]+>/g, ''));
  });

  it('serves every upcoming conference in one calendar to subscribe to, soonest first', async () => {
    expectConsole('warn', UNDATED_CONFERENCE);
    const answer = await fetch(`${origin}/conferences.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBeNull();
    const { calendar, events } = readCalendar(await answer.text());
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('NECS conferences');
    const today = new Date().toISOString().slice(0, 10);
    const upcoming = DEMO_CONFERENCES.filter((conference) => conference.endDate >= today).sort((a, b) =>
      a.startDate.localeCompare(b.startDate),
    );
    expect(upcoming.length).toBeGreaterThan(0);
    expect(events.map((event) => [event.uid, event.summary, event.startDate.toString()])).toEqual(
      upcoming.map((conference) => [conference.uuid, conference.title, conference.startDate]),
    );
  });

  it('answers 404 for a conference it does not know', async () => {
    expectConsole('warn', UNDATED_CONFERENCE);
    const answer = await fetch(`${origin}${conferenceCalendarPath(99_999)}`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('answers a poll whose copy is still current with 304 and no body, HEAD with headers only', async () => {
    expectConsole('warn', UNDATED_CONFERENCE);
    const first = await fetch(`${origin}/conferences.ics`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${origin}/conferences.ics`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await fetch(`${origin}/rss.xml`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type')]).toEqual([
      200,
      'application/rss+xml; charset=utf-8',
    ]);
  });

  it('gzips a feed for a client that takes gzip, as nginx always asks', async () => {
    const { request } = await import('node:http');
    const { port } = new URL(origin);
    const encoding = await new Promise<string | undefined>((resolve, reject) => {
      request({ port, path: '/rss.xml', headers: { 'accept-encoding': 'gzip' } }, (incoming) => {
        incoming.resume();
        resolve(incoming.headers['content-encoding']);
      })
        .on('error', reject)
        .end();
    });
    expect(encoding).toBe('gzip');
  });
});

describe('feeds, when they cannot be drawn', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-feeds-'));
  let drupal: StallingServer;
  beforeAll(async () => {
    drupal = await startStallingServer();
  });
  afterAll(async () => {
    await drupal.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it.each([
    ['hangs', () => drupal.url],
    ['is down', () => 'http://127.0.0.1:1/'],
  ])('answer 503 with Retry-After within the time limit when Drupal %s', async (_case, drupalUrl) => {
    const settings = serviceSettingsFrom({
      DRUPAL_URL: drupalUrl(),
      DIST: writeServedDist(folder),
      RENDER_TIMEOUT_MS: '300',
      SITE_URL: SITE,
    });
    const service = createFirstScreenService(settings, quietLog());
    try {
      // Drupal never answers: an answer at all is the render limit's (no stopwatch, which a busy machine fools).
      const answer = await fetch(`${await listen(service)}/conferences.ics`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('30');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    } finally {
      await close(service);
    }
  });

  it('answer 404 without the portal’s public address, never one taken from the request', async () => {
    const settings = serviceSettingsFrom({ DRUPAL_URL: drupal.url, DIST: writeServedDist(folder) });
    const service = createFirstScreenService(settings, quietLog());
    const before = drupal.received();
    try {
      const answer = await fetch(`${await listen(service)}/rss.xml`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain('SITE_URL');
      expect(drupal.received()).toBe(before);
    } finally {
      await close(service);
    }
  });
});
