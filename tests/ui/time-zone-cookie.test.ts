import { afterEach, describe, expect, it } from 'vitest';
import { timeZoneInCookie, writeTimeZoneCookie } from '@/ui/shared/time-zone-cookie';

/** The browser's time zone, repeated in a cookie for the server that draws a member's next page. */
describe('the time zone cookie', () => {
  afterEach(() => {
    document.cookie = 'necs_time_zone=; Path=/; Max-Age=0';
  });

  it('names the zone the browser writes, as Intl knows it', () => {
    writeTimeZoneCookie('necs');
    expect(timeZoneInCookie(document.cookie, 'necs')).toBe(
      new Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it.each([
    ['Europe/Amsterdam', 'necs_language=de; necs_time_zone=Europe/Amsterdam', 'Europe/Amsterdam'],
    ['a zone in other letters', 'necs_time_zone=america/new_york', 'America/New_York'],
    ['a zone Intl does not know', 'necs_time_zone=Mars/Olympus', null],
    ['no zone', 'necs_language=de', null],
    ['another app’s zone', 'other_time_zone=Europe/Amsterdam', null],
  ])('reads %s', (_case, header, zone) => expect(timeZoneInCookie(header, 'necs')).toBe(zone));
});
