import { escapeHtml } from '@/domain/shared/escape-html';
import { withLineFeeds } from './line-breaks';

/** One entry of a news feed, with what the news list shows of it. */
export interface FeedItem {
  readonly title: string;
  /** The item's page, absolute. */
  readonly link: string;
  /** Stable whatever happens to the page's address (the node's UUID): readers know an item they have seen. */
  readonly guid: string;
  /** When it was published (ISO 8601, as Drupal sends it). */
  readonly published: string;
  /** The teaser, as plain text. */
  readonly summary: string;
}

export interface FeedChannel {
  readonly title: string;
  /** The site, absolute. */
  readonly link: string;
  readonly description: string;
  /** The feed's own absolute address (atom:link rel="self", which feed validators ask for). */
  readonly selfUrl: string;
  /** BCP 47, when the content's language is known. */
  readonly language?: string;
  /** Minutes a reader may keep the feed before it asks again. */
  readonly ttlMinutes?: number;
  readonly items: readonly FeedItem[];
}

/**
 * RSS 2.0 of a channel: every value escaped as XML text, dates in RFC 822 (as RSS requires), each item's GUID
 * marked as no permalink (it is the node's UUID, not its address), and the newest item's date as the channel's.
 */
export function rssXml(channel: FeedChannel): string {
  const newest = channel.items
    .map((item) => Date.parse(item.published))
    .filter((ms) => !Number.isNaN(ms))
    .reduce((latest, ms) => Math.max(latest, ms), Number.NEGATIVE_INFINITY);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    element('title', channel.title, 4),
    element('link', channel.link, 4),
    element('description', channel.description, 4),
    `    <atom:link href="${xml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(channel.language ? [element('language', channel.language, 4)] : []),
    ...(Number.isFinite(newest) ? [element('lastBuildDate', rfc822(newest), 4)] : []),
    ...(channel.ttlMinutes ? [element('ttl', String(channel.ttlMinutes), 4)] : []),
    ...channel.items.map(itemXml),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

function itemXml(item: FeedItem): string {
  const published = Date.parse(item.published);
  return [
    '    <item>',
    element('title', item.title, 6),
    element('link', item.link, 6),
    `      <guid isPermaLink="false">${xml(item.guid)}</guid>`,
    ...(Number.isNaN(published) ? [] : [element('pubDate', rfc822(published), 6)]),
    ...(item.summary ? [element('description', item.summary, 6)] : []),
    '    </item>',
  ].join('\n');
}

const element = (name: string, value: string, indent: number) =>
  `${' '.repeat(indent)}<${name}>${xml(value)}</${name}>`;

/**
 * XML character data: markup escaped, every line break of any kind (line-breaks.ts: U+2028, U+2029 and U+0085,
 * which XML 1.1 and some readers take for line ends) as XML's own LF, and the rest of the control characters
 * (C0 but tab, C1) and what XML 1.0 forbids (lone surrogates, U+FFFE, U+FFFF) left out, so CMS text cannot make
 * the feed unreadable.
 */
export function xml(value: string): string {
  return escapeHtml(
    // eslint-disable-next-line no-control-regex -- control characters are what this drops
    withLineFeeds(value).replace(/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uFFFE\uFFFF]|\p{Cs}/gu, ''),
  );
}

/** `Thu, 10 Jun 2027 07:30:00 GMT`: RFC 822 (with a four-digit year, as RFC 1123 has it), in GMT. */
export const rfc822 = (epochMs: number): string => new Date(epochMs).toUTCString();
