import { parseFeed } from '@rowanmanning/feed-parser';
import ICAL from 'ical.js';
import { JSDOM } from 'jsdom';

/**
 * A news feed read as a feed reader reads it (@rowanmanning/feed-parser), after a strict XML parse (jsdom's
 * DOMParser, which gives up on anything not well-formed, where the feed parser would be lenient), with the RSS
 * 2.0 elements a validator asks for checked. Throws on any failure.
 */
export function readRssFeed(xml: string) {
  const document = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const error = document.querySelector('parsererror');
  if (error) throw new Error(`The feed is not well-formed XML: ${error.textContent}`);
  const root = document.documentElement;
  if (root.nodeName !== 'rss' || root.getAttribute('version') !== '2.0') throw new Error('Not RSS 2.0');
  const channel = root.querySelector(':scope > channel');
  for (const required of ['title', 'link', 'description']) {
    if (!channel?.querySelector(`:scope > ${required}`)) throw new Error(`The channel has no <${required}>`);
  }
  for (const item of channel!.querySelectorAll(':scope > item')) {
    const pubDate = item.querySelector(':scope > pubDate')?.textContent;
    // RFC 822 with a four-digit year, as RSS 2.0 asks: `Thu, 10 Jun 2027 07:30:00 GMT`.
    if (pubDate && !/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(pubDate))
      throw new Error(`Not an RFC 822 date: ${pubDate}`);
  }
  return parseFeed(xml);
}

/** An iCalendar file read as a calendar app reads it (ical.js): the calendar and its events. */
export function readCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
  };
}
