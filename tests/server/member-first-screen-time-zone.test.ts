import { describe, expect, it } from 'vitest';
import { drawn, useFirstScreenSuite } from '../support/first-screen-suite';
import { memberCookie } from '../support/member-cookie';

/** The text of every `<time>` a drawn page shows, in order. */
const shownTimes = (html: string) => [...html.matchAll(/<time [^>]*>([^<]*)<\/time>/g)].map((m) => m[1]);

/**
 * A member's topic drawn on the server in the time zone their browser told it (time-zone-cookie.ts), else in
 * the association's (config `timeZone`, Europe/Berlin), named; a visitor's page never reads the cookie.
 */
describe('the time zone a first screen draws its times in', () => {
  const { render, sandboxUrl } = useFirstScreenSuite();
  const asMember = async (path: string, more = '') =>
    render(path, null, { cookie: `${await memberCookie(sandboxUrl())}${more}` });
  const topic = '/group_topics/single/905';

  it('draws a member’s times in the zone their cookie names, unnamed, and says so beside the page', async () => {
    const amsterdam = drawn(await asMember(topic, '; necs_time_zone=Europe/Amsterdam'));
    const newYork = drawn(await asMember(topic, '; necs_time_zone=America/New_York'));
    expect(amsterdam?.timeZone).toEqual({ zone: 'Europe/Amsterdam', named: false });
    expect(newYork?.timeZone).toEqual({ zone: 'America/New_York', named: false });
    // Topic 905 was started at 09:00 UTC.
    expect(shownTimes(amsterdam?.html ?? '')[0]).toBe('November 5, 2026 at 10:00 AM');
    expect(shownTimes(newYork?.html ?? '')[0]).toBe('November 5, 2026 at 4:00 AM');
  });

  it('draws a member’s times across the date line: UTC+14 is already the next day', async () => {
    const kiritimati = drawn(
      await asMember('/group_topics/single/902', '; necs_time_zone=Pacific/Kiritimati'),
    );
    expect(kiritimati?.timeZone).toEqual({ zone: 'Pacific/Kiritimati', named: false });
    // A comment posted on 3 October at 10:00 UTC: 4 October, midnight, in Kiritimati.
    expect(kiritimati?.html).toMatch(
      /<time dateTime="2026-10-03T10:00[^"]*"[^>]*>October 4, 2026 at 12:00 AM<\/time>/,
    );
  });

  it('draws in the association’s zone, named, without a cookie or with one Intl does not know', async () => {
    for (const more of ['', '; necs_time_zone=Mars/Olympus', '; necs_time_zone=%3Cscript%3E']) {
      const screen = drawn(await asMember(topic, more));
      expect(screen?.timeZone, more).toEqual({ zone: 'Europe/Berlin', named: true });
      expect(shownTimes(screen?.html ?? '')[0], more).toBe('November 5, 2026 at 10:00 AM GMT+1');
    }
  });

  it('draws a visitor’s page, cached for every visitor, in the association’s zone whatever the cookie says', async () => {
    const screen = drawn(await render('/groups', null, { cookie: 'necs_time_zone=America/New_York' }));
    expect(screen?.timeZone).toEqual({ zone: 'Europe/Berlin', named: true });
  });
});
