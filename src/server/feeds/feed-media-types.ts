/**
 * The media types the feed renderer answers with: a feed, a calendar, and plain text for an unknown conference
 * (404) or a Drupal that does not answer (503). nginx keeps an answer in its page cache only when it is one of
 * these (deploy/feed-locations.ts), so an app's page drawn under a feed's key can never be what a feed reader gets.
 */
export const FEED_MEDIA_TYPES = {
  calendar: 'text/calendar; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;
