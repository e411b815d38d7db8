import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/domain/feeds/calendar-event';
import { foldLine, icalendarText, text } from '@/server/feeds/icalendar';

const NOW = new Date('2026-11-20T10:15:30.250Z');

const LISBON: CalendarEvent = {
  uid: '0b6f2f0e-6d1c-4a55-9a51-2a1f3c5d7e90',
  title: 'NECS 2027: Screens of Repair',
  start: { kind: 'date', date: '2027-06-10' },
  end: { kind: 'date', date: '2027-06-14' },
  location: 'Lisbon, Portugal',
  url: 'https://necs.org/conferences/2027-lisbon',
  description: 'Repair; reuse, and care.\nA second line.',
};

/** The file as a calendar app reads it, through ical.js. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

/** Each physical line's bytes (split at CRLF in the UTF-8 octets, not in the string). */
function octetLines(ics: string): Buffer[] {
  const bytes = Buffer.from(ics, 'utf8');
  const lines: Buffer[] = [];
  let start = 0;
  for (let index = 0; index < bytes.length - 1; index++) {
    if (bytes[index] === 0x0d && bytes[index + 1] === 0x0a) {
      lines.push(bytes.subarray(start, index));
      start = index + 2;
    }
  }
  expect(start).toBe(bytes.length);
  return lines;
}

describe('icalendarText', () => {
  it('writes a calendar that ical.js reads back to the event it was made from', () => {
    const ics = icalendarText({ productId: '-//NECS//Portal//EN', events: [LISBON], now: NOW });
    const { calendar, events } = parsed(ics);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//NECS//Portal//EN');
    const [event] = events;
    expect(event!.uid).toBe(LISBON.uid);
    expect(event!.summary).toBe(LISBON.title);
    expect(event!.location).toBe('Lisbon, Portugal');
    expect(event!.description).toBe('Repair; reuse, and care.\nA second line.');
    expect(event!.component.getFirstPropertyValue('url')).toBe(LISBON.url);
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe('2027-06-10');
    // DTEND is exclusive: the day after the last.
    expect(event!.endDate.toString()).toBe('2027-06-14');
    expect(event!.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-20T10:15:30Z');
  });

  it('writes the lines RFC 5545 asks for, CRLF after each, the last one included', () => {
    const ics = icalendarText({ productId: '-//NECS//Portal//EN', events: [LISBON], now: NOW });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//NECS//Portal//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:0b6f2f0e-6d1c-4a55-9a51-2a1f3c5d7e90',
      'DTSTAMP:20261120T101530Z',
      'DTSTART;VALUE=DATE:20270610',
      'DTEND;VALUE=DATE:20270614',
      'SUMMARY:NECS 2027: Screens of Repair',
      'LOCATION:Lisbon\\, Portugal',
      'URL:https://necs.org/conferences/2027-lisbon',
      'DESCRIPTION:Repair\\; reuse\\, and care.\\nA second line.',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('writes timed events in UTC', () => {
    const timed: CalendarEvent = {
      ...LISBON,
      start: { kind: 'instant', epochMs: Date.parse('2027-06-10T08:30:00Z') },
      end: { kind: 'instant', epochMs: Date.parse('2027-06-13T17:00:00Z') },
    };
    const ics = icalendarText({ productId: '-//NECS//Portal//EN', events: [timed], now: NOW });
    expect(ics).toContain('\r\nDTSTART:20270610T083000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20270613T170000Z\r\n');
    const [event] = parsed(ics).events;
    expect(event!.startDate.isDate).toBe(false);
    expect(event!.startDate.toUnixTime()).toBe(Date.parse('2027-06-10T08:30:00Z') / 1000);
    expect(event!.endDate.toUnixTime()).toBe(Date.parse('2027-06-13T17:00:00Z') / 1000);
  });

  it('names a subscription and tells apps how often to fetch it; leaves out what an event lacks', () => {
    const bare: CalendarEvent = { ...LISBON, location: '', url: '', description: '' };
    const ics = icalendarText({
      productId: '-//NECS//Portal//EN',
      name: 'NECS conferences',
      refreshHours: 12,
      events: [LISBON, bare],
      now: NOW,
    });
    const { calendar, events } = parsed(ics);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('NECS conferences');
    expect(calendar.getFirstPropertyValue('name')).toBe('NECS conferences');
    expect(ics).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT12H\r\n');
    expect(events).toHaveLength(2);
    expect(events[1]!.component.hasProperty('location')).toBe(false);
    expect(events[1]!.component.hasProperty('url')).toBe(false);
    expect(events[1]!.component.hasProperty('description')).toBe(false);
  });

  it('folds a long UTF-8 title at 75 octets without splitting a character, and ical.js unfolds it whole', () => {
    const title = `Kino und Öffentlichkeit: ${'Ästhetik, Łódź, 映画研究, 🎬 '.repeat(8)}— Schluss`;
    const ics = icalendarText({ productId: '-//NECS//Portal//EN', events: [{ ...LISBON, title }], now: NOW });
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of octetLines(ics)) {
      expect(line.length).toBeLessThanOrEqual(75);
      // Every physical line is valid UTF-8 on its own: no character was cut.
      expect(() => decoder.decode(line)).not.toThrow();
    }
    expect(parsed(ics).events[0]!.summary).toBe(title);
  });

  it('lets no text or address from the CMS break a line, whatever kind of line break it carries', () => {
    const breaks = ['\u2028', '\u2029', '\u0085', '\v', '\f', '\r', '\n'];
    const title = breaks.map((each) => `Film${each}DTSTART:19700101`).join('');
    const url = `https://necs.org/a${breaks.join('')}b`;
    const ics = icalendarText({
      productId: '-//NECS//Portal//EN',
      events: [{ ...LISBON, title, url, location: 'Lisbon\u2028URL:https://evil.example' }],
      now: NOW,
    });
    // Only the CRLFs between content lines remain.
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\n\v\f\r\x85\u2028\u2029]/);
    const [event] = parsed(ics).events;
    expect(event!.summary).toBe(title.replace(/[\u2028\u2029\u0085\v\f\r\n]/g, '\n'));
    expect(event!.location).toBe('Lisbon\nURL:https://evil.example');
    expect(event!.startDate.toString()).toBe('2027-06-10');
    expect(event!.component.getAllProperties('url')).toHaveLength(1);
  });
});

describe('text: TEXT values escaped (RFC 5545, 3.3.11)', () => {
  it.each([
    ['commas', 'Lisbon, Portugal', 'Lisbon\\, Portugal'],
    ['semicolons', 'panels; workshops', 'panels\\; workshops'],
    ['backslashes first', 'C:\\films, new', 'C:\\\\films\\, new'],
    ['LF', 'one\ntwo', 'one\\ntwo'],
    ['CRLF as one break', 'one\r\ntwo', 'one\\ntwo'],
    ['a lone CR', 'one\rtwo', 'one\\ntwo'],
    ['a colon, which needs none', 'NECS 2027: Repair', 'NECS 2027: Repair'],
    ['control characters dropped, tab kept', 'a\u0000b\u0007c\td', 'abc\td'],
    ['C1 control characters dropped', 'a\u0080b\u009fc', 'abc'],
    ['line and paragraph separators as breaks', 'one\u2028two\u2029three', 'one\\ntwo\\nthree'],
    ['NEL, VT and FF as breaks', 'one\u0085two\vthree\ffour', 'one\\ntwo\\nthree\\nfour'],
  ])('%s', (_, value, expected) => {
    expect(text(value)).toBe(expected);
  });
});

describe('foldLine', () => {
  const octets = (line: string) => Buffer.byteLength(line, 'utf8');

  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('counts octets, not characters: 38 two-octet letters are 76 octets', () => {
    const folded = foldLine('é'.repeat(38)).split('\r\n');
    expect(folded).toEqual(['é'.repeat(37), ` ${'é'}`]);
    expect(folded.map(octets)).toEqual([74, 3]);
  });

  it('moves a character that would straddle the limit to the next line', () => {
    // 74 ASCII octets, then a 4-octet emoji: 78 octets, so the emoji starts the second line.
    const [first, second] = foldLine(`${'x'.repeat(74)}🎬`).split('\r\n');
    expect(first).toBe('x'.repeat(74));
    expect(second).toBe(' 🎬');
  });

  it('keeps continuation lines within 75 octets, their leading space included', () => {
    const lines = foldLine('y'.repeat(300)).split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 75, 75, 4]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe('y'.repeat(300));
  });
});
