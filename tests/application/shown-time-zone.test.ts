import { describe, expect, it } from 'vitest';
import { drawnTimeZone, knownTimeZone, shownTimeZone } from '@/application/preferences/shown-time-zone';

describe('knownTimeZone: an untrusted value as the zone Intl knows it by', () => {
  it.each([
    ['Europe/Amsterdam', 'Europe/Amsterdam'],
    ['america/new_york', 'America/New_York'],
    ['UTC', 'UTC'],
  ])('knows %s as %s', (value, zone) => expect(knownTimeZone(value)).toBe(zone));

  it.each([
    ['a zone Intl does not know', 'Mars/Olympus'],
    ['markup', '<script>alert(1)</script>'],
    ['an empty value', ''],
    ['a value longer than any zone', `Europe/${'A'.repeat(80)}`],
    ['no value', null],
    ['a number', 3],
  ])('knows no zone for %s', (_case, value) => expect(knownTimeZone(value)).toBeNull());
});

describe('shownTimeZone: the reader’s zone, else the association’s, named', () => {
  it.each([
    ['the reader’s zone, unnamed', 'America/New_York', { zone: 'America/New_York', named: false }],
    ['the association’s, named, without one', null, { zone: 'Europe/Berlin', named: true }],
    [
      'the association’s, named, for one Intl does not know',
      'Nowhere/Else',
      { zone: 'Europe/Berlin', named: true },
    ],
  ])('shows %s', (_case, reader, shown) => expect(shownTimeZone(reader, 'Europe/Berlin')).toEqual(shown));
});

describe('drawnTimeZone: what a served page says it was drawn in', () => {
  it('keeps a zone Intl knows, with whether it is named', () => {
    expect(drawnTimeZone({ zone: 'Europe/Berlin', named: true })).toEqual({
      zone: 'Europe/Berlin',
      named: true,
    });
  });

  it.each([
    ['nothing', undefined],
    ['a zone alone', 'Europe/Berlin'],
    ['an unknown zone', { zone: 'Mars/Olympus', named: false }],
    ['no word on naming', { zone: 'Europe/Berlin' }],
  ])('is none for %s', (_case, value) => expect(drawnTimeZone(value)).toBeNull());
});
