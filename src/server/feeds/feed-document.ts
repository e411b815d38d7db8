import { renderBudget, type RenderBudget } from '../budgets';
import { createHash } from 'node:crypto';
import type { AppConfig } from '@/application/config/app-config';
import { ListingGateway } from '@/application/listing/listing-gateway';
import { conferenceEvent, isUpcoming, type CalendarEvent } from '@/domain/feeds/calendar-event';
import { conferenceNidIn, NEWS_FEED_PATH, UPCOMING_CONFERENCES_PATH } from '@/domain/feeds/feed-addresses';
import type { Conference } from '@/domain/news/news';
import { emptyNewsFilter } from '@/domain/news/news-query';
import { canonicalUrl } from '@/domain/pages/page-meta';
import { readBuiltPortal } from '../built-portal';
import { checkedConfig, requestContainer, serverDrupal, type ServerDrupal } from '../server-composition';
import { drawnPageCaching, RETRY_AFTER_SECONDS, type FirstScreenSettings } from '../first-screen-document';
import { everyConference } from './every-conference';
import { FEED_MEDIA_TYPES } from './feed-media-types';
import { icalendarText } from './icalendar';
import { plainText } from './plain-text';
import { rssXml, type FeedItem } from './rss';

/** The answer to a request for a feed or a calendar file. */
export interface FeedAnswer {
  readonly status: 200 | 404 | 503;
  readonly contentType: string;
  readonly cacheControl: string;
  readonly body: string;
  /**
   * A weak validator of the body (a calendar's DTSTAMP, the time it was made, left out), so a reader's next poll
   * can be answered 304, by the renderer or by nginx from its cache.
   */
  readonly etag?: string;
  /** A single conference's file is saved under its page's name. */
  readonly contentDisposition?: string;
  /** Seconds, on a 503. */
  readonly retryAfter?: number;
  /** Why the feed could not be drawn: for the host's log. */
  readonly failure?: unknown;
}

const { calendar: CALENDAR, rss: RSS, text: TEXT } = FEED_MEDIA_TYPES;
/** Calendar apps poll a subscription by this; conferences are announced months ahead. */
const CALENDAR_REFRESH_HOURS = 12;

/** Whether `pathname` is one of the addresses this module draws (feed-addresses.ts). */
export function isFeedPath(pathname: string): boolean {
  return (
    pathname === NEWS_FEED_PATH ||
    pathname === UPCOMING_CONFERENCES_PATH ||
    conferenceNidIn(pathname) !== null
  );
}

/**
 * The news feed (RSS 2.0), the calendar of upcoming conferences or one conference's calendar file for a
 * request's `url`, drawn from Drupal's public_news and public_conferences views through the portal's own
 * adapter, within the render's time limit; null for any other address. Drupal failing or too slow gives a 503
 * with Retry-After (nginx then serves its last copy); an unknown conference a 404. Both hosts answer with it:
 * `npm run serve` (first-screen-service.ts) and the sandbox (sandbox/host/feed-routes.ts).
 */
export async function feedDocument(
  request: { readonly url: string },
  settings: FirstScreenSettings,
  now: Date = new Date(),
): Promise<FeedAnswer | null> {
  const { pathname } = new URL(request.url, 'http://portal.invalid');
  if (!isFeedPath(pathname)) return null;
  let budget: RenderBudget | undefined;
  try {
    // The checked config the pages are drawn with (server-composition.ts), read as they read it.
    const config = await checkedConfig(readBuiltPortal(settings.dist).configFile);
    const site = settings.siteUrl ?? config.siteUrl ?? null;
    // Feeds and calendars need absolute links, and a request's Host is no address to trust.
    if (site === null) return notFound('This portal has no public address configured (SITE_URL).\n');
    // While Drupal's breaker is open: the 503 at once, not after building the gateway for a refused call.
    const drupal = serverDrupal(settings.drupalUrl, settings.drupalPolicy);
    drupal.refuseWhileFailing();
    budget = renderBudget(settings.timeoutMs);
    const signal = budget.signal;
    const listings = listingsFrom(config, drupal, signal);
    const fresh = drawnPageCaching(settings.freshSeconds);
    if (pathname === NEWS_FEED_PATH) {
      const news = await listings.getNews(emptyNewsFilter, { display: 'teaser', signal });
      const items = news.rows.map((item): FeedItem => ({
        title: item.title,
        link: canonicalUrl(item.path, site),
        guid: item.uuid,
        published: item.created,
        summary: plainText(item.summaryHtml),
      }));
      const body = rssXml({
        title: `${config.association.shortName} news`,
        link: `${site}/`,
        description: `News from the ${config.association.name}`,
        selfUrl: `${site}${NEWS_FEED_PATH}`,
        ttlMinutes: Math.max(1, Math.round(settings.freshSeconds / 60)),
        items,
      });
      return ok(RSS, fresh, body);
    }
    const events = (await everyConference(listings, signal)).flatMap((conference) =>
      eventOf(conference, site),
    );
    const nid = conferenceNidIn(pathname);
    if (nid === null) {
      const today = now.toISOString().slice(0, 10);
      const upcoming = events
        .filter(({ event }) => isUpcoming(event, today, now.getTime()))
        .sort((a, b) => startMs(a.event) - startMs(b.event));
      const name = `${config.association.shortName} conferences`;
      return ok(CALENDAR, fresh, calendar(upcoming, now, name));
    }
    const found = events.find(({ conference }) => conference.nid === nid);
    if (!found) return notFound(`No conference ${nid} has dates in the conference list.\n`, fresh);
    return {
      ...ok(CALENDAR, fresh, calendar([found], now)),
      contentDisposition: `attachment; filename="${fileNameOf(found.conference)}"`,
    };
  } catch (failure) {
    return {
      status: 503,
      contentType: TEXT,
      cacheControl: 'no-cache',
      retryAfter: RETRY_AFTER_SECONDS,
      body: 'The content system is not available. Please try again shortly.\n',
      failure,
    };
  } finally {
    budget?.end();
  }
}

/** The listings of a feed's own request container: its reads shared with the renders', cut at its time limit. */
const listingsFrom = (config: AppConfig, drupal: ServerDrupal, signal: AbortSignal): ListingGateway =>
  // A feed is written in English, whatever its reader's language, and for no one in particular.
  requestContainer(config, drupal, { signal, language: 'en', sessionCookie: null }).get(ListingGateway);

interface DatedConference {
  readonly conference: Conference;
  readonly event: CalendarEvent;
}

function eventOf(conference: Conference, site: string): DatedConference[] {
  const event = conferenceEvent(
    conference,
    canonicalUrl(conference.path, site),
    plainText(conference.summaryHtml),
  );
  return event ? [{ conference, event }] : [];
}

const startMs = ({ start }: CalendarEvent) =>
  start.kind === 'date' ? Date.parse(`${start.date}T00:00:00Z`) : start.epochMs;

const calendar = (dated: readonly DatedConference[], now: Date, name?: string) =>
  icalendarText({
    productId: '-//NECS//Portal//EN',
    events: dated.map(({ event }) => event),
    now,
    ...(name ? { name, refreshHours: CALENDAR_REFRESH_HOURS } : {}),
  });

/** `2027-lisbon.ics` from `/conferences/2027-lisbon`: the page's own name, in characters any system keeps. */
function fileNameOf(conference: Conference): string {
  const last = conference.path.split('/').filter(Boolean).at(-1) ?? '';
  const safe = last.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+|-+$/g, '');
  return `${safe || `conference-${conference.nid}`}.ics`;
}

const ok = (contentType: string, cacheControl: string, body: string): FeedAnswer => ({
  status: 200,
  contentType,
  cacheControl,
  body,
  etag: `W/"${createHash('sha256')
    .update(body.replace(/^DTSTAMP:.*\r\n/gm, ''))
    .digest('base64url')
    .slice(0, 27)}"`,
});

const notFound = (body: string, cacheControl = 'no-cache'): FeedAnswer => ({
  status: 404,
  contentType: TEXT,
  cacheControl,
  body,
});
