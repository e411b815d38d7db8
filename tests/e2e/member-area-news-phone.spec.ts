import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { violations } from './support/axe-violations';
import { takenOver } from './support/held-back-code';
import { isServedHeading, watchTakeover } from './support/takeover';
import { fromSeededDiscussionsAsMember } from './support/topic-steps';

/**
 * Issue 61: on a phone, `/my-necs` opens with "New in your groups" as the server drew it, its list included,
 * and nothing of the page moves when the browser takes it over (Lighthouse measured a layout shift of 0.058:
 * the panel was drawn "Loading…" and filled only after the take-over).
 *
 * Only a browser shows: where things are drawn, the layout shifts it reports, and the requests the page sends.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
// The seeded news as they stand at the start, whatever the journeys before this one read.
fromSeededDiscussionsAsMember();

const LOADING = 'Loading what is new in your groups';

/**
 * From the document's first moment: every layout shift not caused by input (as CLS counts them), and whether the
 * news panel ever said it was loading (the server's HTML, or a state drawn after it).
 */
async function watchShiftsAndLoading(page: Page): Promise<void> {
  await page.addInitScript((loading) => {
    const seen = { shift: 0, loading: false };
    Object.assign(window, { newsWatch: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const look = () => {
      if (document.querySelector('[aria-labelledby="topic-news"]')?.textContent?.includes(loading))
        seen.loading = true;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }, LOADING);
}

const watched = (page: Page) =>
  page.evaluate(() => Reflect.get(window, 'newsWatch') as { shift: number; loading: boolean });

const news = (page: Page) => page.getByRole('region', { name: 'New in your groups' });

const isNewsRead = (url: string) => /\/group_topics\/list\//.test(url);

test('/my-necs is drawn with its news by the server and does not move at the take-over', async ({ page }) => {
  // The member area once, its reads done, and the page left, so that the address is loaded afresh below. Asked
  // for by address: a login through the wire leaves the page where it was (tests/e2e/support/wire-login.ts), and
  // only a worker's first login walks the screen to the member area.
  await page.goto('/my-necs');
  await expect(news(page).getByRole('list')).toBeVisible();
  await page.goto('/about-us');
  await watchShiftsAndLoading(page);
  const errors = await watchTakeover(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (isNewsRead(request.url())) reads.push(request.url());
  });
  const answer = await page.goto('/my-necs');
  // Drawn by the server: the rows with their marks, before any script ran.
  const html = (await answer?.text()) ?? '';
  expect(html).toMatch(/aria-labelledby="topic-news"[\s\S]*?(\d+(<!-- -->)? new|>New<)/);
  expect(html).not.toContain(LOADING);

  // Taken over, and every part of it (its lazily loaded code too) in place.
  await takenOver(page);
  await expect(news(page).getByRole('listitem').first()).toContainText(/\d+ new|New/);
  expect(await isServedHeading(page)).toBe(true);
  expect(await watched(page)).toEqual({ shift: 0, loading: false });
  // The news and the mark the beats compare with came with the page: nothing read again.
  expect(reads).toEqual([]);
  expect(errors).toEqual([]);
  expect(await violations(page)).toEqual([]);
});

test('a reload of /my-necs reached inside the app takes the answers the server drew with it', async ({
  page,
}) => {
  // Reached inside the app (the header's link): the history entry is the app's own, kept by the reload.
  await page.goto('/');
  await page.getByRole('link', { name: /^My NECS$/ }).click();
  await expect(page).toHaveURL(/\/my-necs$/);
  await expect(news(page).getByRole('list')).toBeVisible();
  const reads: string[] = [];
  page.on('request', (request) => {
    if (isNewsRead(request.url())) reads.push(request.url());
  });
  await page.reload();
  await takenOver(page);
  await expect(news(page).getByRole('listitem').first()).toContainText(/\d+ new|New/);
  expect(reads).toEqual([]);
});
