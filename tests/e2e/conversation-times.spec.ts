import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, logIn, resetFlood } from './support/accounts';
import { violations } from './support/axe-violations';
import { isServedHeading, watchTakeover } from './support/takeover';
import { CORE_THROUGH_NGINX } from './support/drupal-mode';

/**
 * Issue 61, point 6, in both Drupal modes and through nginx: one time for server and browser. The browser tells
 * the server its zone in a cookie; the server draws a member's topic in it, else in the association's zone
 * (Europe/Berlin), named; the take-over never changes a drawn time.
 *
 * Only a browser shows: the zone cookie a real browser in its own zone (`timezoneId`) sends, the server drawing in it
 * on the next load, and the take-over leaving each drawn `<time>` as it is.
 */
const TOPIC = '/group_topics/single/905';
const ZONE_COOKIE = 'necs_time_zone';

/** The text of every `<time>` in a served page's HTML, as the server drew it, before any script ran. */
const drawnTimes = (html: string) =>
  [...html.matchAll(/<time [^>]*>([^<]*)<\/time>/g)].map((match) => match[1] ?? '');

/** Opens `path`; answers the times the server drew, once the page is the browser's. */
async function openDrawn(page: Page, path = TOPIC): Promise<string[]> {
  const answer = await page.goto(path);
  const drawn = drawnTimes((await answer?.text()) ?? '');
  await expect(page.locator('html[data-ready]')).toBeAttached();
  expect(await isServedHeading(page), 'taken over, not drawn again').toBe(true);
  return drawn;
}

const shownTimes = (page: Page) => page.locator('#root time').allTextContents();

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

// Topic 905 was started on 5 November 2026 at 09:00 UTC.
for (const { zone, started } of [
  { zone: 'Europe/Amsterdam', started: 'November 5, 2026 at 10:00 AM' },
  { zone: 'America/New_York', started: 'November 5, 2026 at 4:00 AM' },
]) {
  test.describe(`a member reading in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test(
      'sees the times the server drew in their zone, unchanged by the take-over',
      CORE_THROUGH_NGINX,
      async ({ page }) => {
        await logIn(page, DEMO.member);
        const errors = await watchTakeover(page);
        const drawn = await openDrawn(page);
        expect(drawn[0]).toBe(started);
        expect(await shownTimes(page)).toEqual(drawn);
        expect(errors).toEqual([]);
      },
    );

    test('on a first visit without the cookie, sees Berlin’s times named, then their own on the next page', async ({
      page,
      context,
    }) => {
      await logIn(page, DEMO.member);
      await context.clearCookies({ name: ZONE_COOKIE });
      const errors = await watchTakeover(page);
      const drawn = await openDrawn(page);
      expect(drawn[0]).toBe('November 5, 2026 at 10:00 AM GMT+1');
      expect(await shownTimes(page)).toEqual(drawn);
      expect(await violations(page)).toEqual([]);
      // The page the server drew told it the browser's zone for the next one.
      const next = await openDrawn(page);
      expect(next[0]).toBe(started);
      expect(await shownTimes(page)).toEqual(next);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('a visitor far east of Berlin (UTC+14)', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test(
    'reads the news days of the page cached for every visitor, unchanged by the take-over',
    CORE_THROUGH_NGINX,
    async ({ page }) => {
      const errors = await watchTakeover(page);
      const drawn = await openDrawn(page, '/news');
      // Posted on 13 October at 13:00 UTC: the 13th in Berlin, already the 14th in Kiritimati.
      expect(drawn).toContain('October 13, 2026');
      expect(await shownTimes(page)).toEqual(drawn);
      expect(errors).toEqual([]);
    },
  );
});
