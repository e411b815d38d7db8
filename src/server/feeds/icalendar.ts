import type { CalendarEvent, EventTime } from '@/domain/feeds/calendar-event';
import { withLineFeeds } from './line-breaks';

/** A calendar file: one conference, or a subscription to all that are coming. */
export interface Calendar {
  /** RFC 5545's PRODID: who made the file, `-//NECS//Portal//EN`. */
  readonly productId: string;
  /** A subscription's name in the calendar app (RFC 7986 NAME, and X-WR-CALNAME, which older apps read). */
  readonly name?: string;
  /** How often a subscribed app should fetch the file again, in hours (RFC 7986 REFRESH-INTERVAL). */
  readonly refreshHours?: number;
  readonly events: readonly CalendarEvent[];
  /** When the file is made: every event's DTSTAMP. */
  readonly now: Date;
}

/** RFC 5545, 3.1: content lines are at most 75 octets long, excluding the line break. */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

/**
 * The iCalendar text (RFC 5545) of a calendar: CRLF line ends, lines folded at 75 octets without splitting a
 * character, text values escaped, each event with UID, DTSTAMP, DTSTART/DTEND (all-day dates, or instants in
 * UTC), SUMMARY, LOCATION, URL and DESCRIPTION where it has them.
 */
export function icalendarText(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${text(calendar.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(calendar.name ? [`NAME:${text(calendar.name)}`, `X-WR-CALNAME:${text(calendar.name)}`] : []),
    ...(calendar.refreshHours
      ? [
          `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshHours}H`,
          `X-PUBLISHED-TTL:PT${calendar.refreshHours}H`,
        ]
      : []),
    ...calendar.events.flatMap((event) => eventLines(event, calendar.now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `DTSTAMP:${utcDateTime(now.getTime())}`,
    timeProperty('DTSTART', event.start),
    timeProperty('DTEND', event.end),
    `SUMMARY:${text(event.title)}`,
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.url ? [`URL:${uri(event.url)}`] : []),
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    'END:VEVENT',
  ];
}

function timeProperty(name: 'DTSTART' | 'DTEND', time: EventTime): string {
  return time.kind === 'date'
    ? `${name};VALUE=DATE:${time.date.replaceAll('-', '')}`
    : `${name}:${utcDateTime(time.epochMs)}`;
}

/** `20270610T073000Z`: a DATE-TIME in UTC, which needs no VTIMEZONE. */
function utcDateTime(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/**
 * A TEXT value (RFC 5545, 3.3.11): backslash, semicolon and comma escaped, every line break of any kind
 * (line-breaks.ts: U+2028 and U+0085 too, which some parsers split on) written `\n`, and other control
 * characters (C0 and C1), which no content line may hold, dropped.
 */
export function text(value: string): string {
  return (
    withLineFeeds(value)
      .replace(/[\\;,]/g, (character) => `\\${character}`)
      .replace(/\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- control characters are what this drops
      .replace(/[\x00-\x08\x0A-\x1F\x7F-\x9F]/g, '')
  );
}

/** A URI value is not escaped like text, but it is one line: whatever could break it is percent-encoded. */
function uri(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this encodes
  return value.replace(/[\x00-\x20\x7F-\x9F\u2028\u2029]/g, (character) => encodeURIComponent(character));
}

/**
 * Folds a content line (RFC 5545, 3.1): at most 75 octets of UTF-8 on the first line, then CRLF and one space
 * before each further part of at most 74 octets (75 with the space). A character is never split, so every line
 * is valid UTF-8 on its own; a surrogate pair (an emoji) stays whole.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = utf8Length(character);
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
      // The space that starts a continuation line counts towards its 75.
      limit = MAX_LINE_OCTETS - 1;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join(`${CRLF} `);
}

function utf8Length(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}
