import type { Conference } from '../news/news';

/** When an event starts or ends: a whole day (`2027-06-10`), or an instant (milliseconds since the epoch). */
export type EventTime =
  { readonly kind: 'date'; readonly date: string } | { readonly kind: 'instant'; readonly epochMs: number };

/** One event as a calendar file carries it (src/server/feeds/icalendar.ts writes it). */
export interface CalendarEvent {
  /** Globally unique and stable: the same event keeps it in every file and every update. */
  readonly uid: string;
  readonly title: string;
  readonly start: EventTime;
  /** Exclusive, as iCalendar has it: the day after the last day of an all-day event. */
  readonly end: EventTime;
  /** Empty when unknown. */
  readonly location: string;
  /** The event's page, absolute. */
  readonly url: string;
  /** Plain text; empty when none. */
  readonly description: string;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Drupal's datetime: with an offset (`+02:00`, `Z`) from its normalizer, or without one as stored (UTC). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A conference as a calendar event: all-day from its first to its last day when Drupal gives dates, timed (in
 * UTC, which every calendar app shows in its reader's zone) when it gives date and time. Null when its dates do
 * not read as either, as no calendar can place it.
 */
export function conferenceEvent(
  conference: Conference,
  pageUrl: string,
  description: string,
): CalendarEvent | null {
  const span = eventSpan(conference.startDate, conference.endDate);
  if (!span) return null;
  return {
    uid: conference.uuid,
    title: conference.title,
    ...span,
    location: conference.location,
    url: pageUrl,
    description,
  };
}

/**
 * Start and (exclusive) end from Drupal's first and last value. Both dates, or either only a date: all-day,
 * through the later of the two days. Both instants: from one to the other (no earlier than the start).
 */
export function eventSpan(
  first: string,
  last: string,
): { readonly start: EventTime; readonly end: EventTime } | null {
  const startDay = dayOf(first);
  if (startDay === null) return null;
  const lastDay = dayOf(last) ?? startDay;
  const startInstant = instantOf(first);
  const endInstant = instantOf(last);
  if (startInstant !== null && endInstant !== null) {
    return {
      start: { kind: 'instant', epochMs: startInstant },
      end: { kind: 'instant', epochMs: Math.max(startInstant, endInstant) },
    };
  }
  const through = lastDay < startDay ? startDay : lastDay;
  return { start: { kind: 'date', date: startDay }, end: { kind: 'date', date: nextDay(through) } };
}

/** Whether an event has not ended by `today` (`YYYY-MM-DD`): it is still worth a place in a calendar. */
export function isUpcoming(event: CalendarEvent, today: string, nowMs: number): boolean {
  return event.end.kind === 'date' ? event.end.date > today : event.end.epochMs > nowMs;
}

/** The calendar day of a Drupal date or datetime, when it is a real one. */
function dayOf(value: string): string | null {
  const day = value.slice(0, 10);
  const match = DATE_ONLY.exec(day);
  if (!match || !(DATE_ONLY.test(value) || DATE_TIME.test(value))) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  // 2027-02-30 would roll over into March: not a day at all.
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date ? day : null;
}

function instantOf(value: string): number | null {
  if (!DATE_TIME.test(value)) return null;
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(value);
  const ms = Date.parse(hasOffset ? value : `${value}Z`);
  return Number.isNaN(ms) ? null : ms;
}

function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
