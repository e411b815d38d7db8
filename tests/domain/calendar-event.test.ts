import { describe, expect, it } from 'vitest';
import { conferenceEvent, eventSpan, isUpcoming } from '@/domain/feeds/calendar-event';
import { conferenceCalendarPath, conferenceNidIn } from '@/domain/feeds/feed-addresses';
import type { Conference } from '@/domain/news/news';

const LISBON: Conference = {
  uuid: '0b6f2f0e-6d1c-4a55-9a51-2a1f3c5d7e90',
  nid: 212,
  title: 'NECS 2027: Screens of Repair',
  summaryHtml: '<p>Repair.</p>',
  path: '/conferences/2027-lisbon',
  startDate: '2027-06-10',
  endDate: '2027-06-13',
  location: 'Lisbon, Portugal',
};

describe('eventSpan: Drupal date range to calendar times', () => {
  it.each([
    [
      'dates: all-day, the end the day after the last',
      '2027-06-10',
      '2027-06-13',
      'date',
      '2027-06-10',
      '2027-06-14',
    ],
    ['a one-day event', '2027-06-10', '2027-06-10', 'date', '2027-06-10', '2027-06-11'],
    ['a missing end is the first day', '2027-06-10', '', 'date', '2027-06-10', '2027-06-11'],
    [
      'an end before the start is the first day',
      '2027-06-10',
      '2027-06-01',
      'date',
      '2027-06-10',
      '2027-06-11',
    ],
    ['the end of a month', '2027-02-27', '2027-02-28', 'date', '2027-02-27', '2027-03-01'],
    ['the end of a leap February', '2028-02-28', '2028-02-29', 'date', '2028-02-28', '2028-03-01'],
    ['the end of a year', '2027-12-30', '2027-12-31', 'date', '2027-12-30', '2028-01-01'],
    [
      'a date and a datetime: all-day',
      '2027-06-10',
      '2027-06-13T18:00:00+01:00',
      'date',
      '2027-06-10',
      '2027-06-14',
    ],
  ])('%s', (_, first, last, kind, start, end) => {
    expect(eventSpan(first, last)).toEqual({ start: { kind, date: start }, end: { kind, date: end } });
  });

  it.each([
    [
      'with an offset',
      '2027-06-10T09:30:00+01:00',
      '2027-06-13T18:00:00+01:00',
      '2027-06-10T08:30:00Z',
      '2027-06-13T17:00:00Z',
    ],
    [
      'in UTC',
      '2027-06-10T09:30:00Z',
      '2027-06-10T11:00:00Z',
      '2027-06-10T09:30:00Z',
      '2027-06-10T11:00:00Z',
    ],
    [
      'as Drupal stores it (UTC, no offset)',
      '2027-06-10T09:30:00',
      '2027-06-10T11:00:00',
      '2027-06-10T09:30:00Z',
      '2027-06-10T11:00:00Z',
    ],
    [
      'an end before the start ends at the start',
      '2027-06-10T09:30:00Z',
      '2027-06-10T08:00:00Z',
      '2027-06-10T09:30:00Z',
      '2027-06-10T09:30:00Z',
    ],
  ])('datetimes %s: timed, in UTC', (_, first, last, start, end) => {
    expect(eventSpan(first, last)).toEqual({
      start: { kind: 'instant', epochMs: Date.parse(start) },
      end: { kind: 'instant', epochMs: Date.parse(end) },
    });
  });

  it.each(['', 'soon', '2027-02-30', '2027-13-01', '10.06.2027', '2027-06-10 and more'])(
    'no event from a start of %j',
    (first) => {
      expect(eventSpan(first, '2027-06-13')).toBeNull();
    },
  );
});

describe('conferenceEvent', () => {
  it('carries the conference: its UUID, title, days, place, page and teaser', () => {
    expect(conferenceEvent(LISBON, 'https://necs.org/conferences/2027-lisbon', 'Repair.')).toEqual({
      uid: LISBON.uuid,
      title: 'NECS 2027: Screens of Repair',
      start: { kind: 'date', date: '2027-06-10' },
      end: { kind: 'date', date: '2027-06-14' },
      location: 'Lisbon, Portugal',
      url: 'https://necs.org/conferences/2027-lisbon',
      description: 'Repair.',
    });
  });

  it('is null without readable dates', () => {
    expect(conferenceEvent({ ...LISBON, startDate: '' }, 'https://necs.org/x', '')).toBeNull();
  });
});

describe('isUpcoming', () => {
  const event = conferenceEvent(LISBON, 'https://necs.org/x', '')!;
  it.each([
    ['before it', '2027-01-01', true],
    ['on its first day', '2027-06-10', true],
    ['on its last day', '2027-06-13', true],
    ['the day after', '2027-06-14', false],
  ])('an all-day event %s: %s', (_, today, expected) => {
    expect(isUpcoming(event, today, Date.parse(`${today}T12:00:00Z`))).toBe(expected);
  });

  it('a timed event until its end', () => {
    const timed = {
      ...event,
      end: { kind: 'instant', epochMs: Date.parse('2027-06-10T11:00:00Z') },
    } as const;
    expect(isUpcoming(timed, '2027-06-10', Date.parse('2027-06-10T10:59:59Z'))).toBe(true);
    expect(isUpcoming(timed, '2027-06-10', Date.parse('2027-06-10T11:00:00Z'))).toBe(false);
  });
});

describe('feed addresses', () => {
  it('reads a conference calendar path back', () => {
    expect(conferenceNidIn(conferenceCalendarPath(212))).toBe(212);
  });
  it.each([
    '/conferences/0.ics',
    '/conferences/012.ics',
    '/conferences/2027-lisbon.ics',
    '/conferences/12.ics/x',
    '/cms/conferences/12.ics',
    '/conferences.ics',
  ])('no conference in %s', (path) => {
    expect(conferenceNidIn(path)).toBeNull();
  });
});
