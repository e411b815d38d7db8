/**
 * The portal's addresses of what a calendar app or a feed reader fetches: drawn by the renderer (src/server/feeds),
 * routed to it by nginx (deploy/feed-locations.ts) and linked from the pages. Fixed, so a subscription keeps working.
 */

/** The news as RSS 2.0, where Drupal core keeps its own node feed (`/rss.xml`), so readers that guess find it. */
export const NEWS_FEED_PATH = '/rss.xml';

/** Every upcoming conference in one iCalendar file, for calendar apps to subscribe to. */
export const UPCOMING_CONFERENCES_PATH = '/conferences.ics';

/**
 * One conference's iCalendar file, by its node id: the page's alias may change, and the conference's page knows
 * its node id but not its dates, so the renderer looks the id up in the conference list.
 */
export const conferenceCalendarPath = (nid: number): string => `/conferences/${nid}.ics`;

const CONFERENCE_CALENDAR = /^\/conferences\/([1-9][0-9]{0,9})\.ics$/;

/** The node id in a conference's calendar path (`/conferences/205.ics` → 205); null for any other path. */
export function conferenceNidIn(path: string): number | null {
  const match = CONFERENCE_CALENDAR.exec(path);
  return match ? Number(match[1]) : null;
}
