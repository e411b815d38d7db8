import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { isServedHeading, watchTakeover } from './support/takeover';
import { accountNav, DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';

/**
 * A member's page requests carry Drupal's session cookie: the server draws the first screen for that member
 * (src/server/member-render.ts), so it paints the page and the member's own header before any script runs, and
 * React takes that HTML over as it stands instead of drawing it again.
 *
 * A member's times drawn in the zone their browser's cookie names, across the date line too, are
 * tests/server/member-first-screen-time-zone.test.ts's; the browser telling its zone, and a take-over at UTC+14
 * leaving the times as drawn, conversation-times.spec.ts's.
 *
 * Only a browser shows: the take-over of the page drawn for the member (the same elements, no answer asked again),
 * layout shifts as Chromium records them while the code arrives, and a new tab sending the browser's cookie.
 */
test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

const PAGES = [
  { path: '/', heading: 'Home' },
  { path: '/news', heading: 'News' },
  { path: '/about-us', heading: 'About us' },
  { path: '/group_topics/single/902', heading: 'Reading list for the autumn seminar' },
  { path: '/my-necs', heading: 'My NECS' },
  { path: '/group/1', heading: 'Film History' },
] as const;

test('a member’s pages arrive drawn for them, and React takes them over without asking again', async ({
  page,
}) => {
  await logInThroughWire(page, DEMO.member);
  const errors = await watchTakeover(page);
  // The answers a drawn page came with: a content page's, a group's, a topic's.
  const pageAnswers: string[] = [];
  page.on('request', (request) => {
    // The member area's "New in your groups" reads the rows of topics with news once it is the browser's, by
    // design (its first screen waits for no group's topics): reads of its own, not its page's asked again.
    if (new URL(page.url()).pathname === '/my-necs' && /group_topics\/single/.test(request.url())) return;
    // A reading mark (a write) first reads who holds the session, the page answer of `/`, to go as its writer only
    // (drupal-connection.ts): the writer's check, not a drawn page asked again.
    if (new URL(page.url()).pathname !== '/' && request.url().endsWith('get/page?uri=%2F')) return;
    if (/\/cms\/.*(get\/page|group_topics\/single)/.test(request.url())) pageAnswers.push(request.url());
  });
  for (const { path, heading } of PAGES) {
    const answer = await page.goto(path);
    expect(answer?.headers()['cache-control'], path).toBe('private, no-store');
    const html = (await answer?.text()) ?? '';
    // The first answer holds the page and the member's own header.
    expect(html, path).toMatch(new RegExp(`<main[^>]*>[\\s\\S]*<h1[^>]*>${heading}</h1>`));
    expect(html, path).toContain('>Logout<');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(accountNav(page).getByRole('button', { name: 'Logout' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(await isServedHeading(page), path).toBe(true);
  }
  // Each page's answer came with its HTML: the browser asked for none of them again.
  expect(pageAnswers).toEqual([]);
  expect(errors).toEqual([]);
  // What only the browser draws for the member is there: the New Topic form on their group's page.
  await expect(
    page.getByRole('region', { name: 'New topic' }).getByRole('button', { name: 'Create Topic' }),
  ).toBeVisible();
});

/**
 * Every shift of layout a page made, buffered from its start: what moved, from where to where. A part drawn on
 * the server whose style came only with its code moved when that code arrived (a group's topics did).
 * `within`: only the shifts of what a selector's element holds (the page's `main`).
 */
const layoutShifts = (page: Page, within = ':root') =>
  page.evaluate(
    (selector) =>
      new Promise<string[]>((resolve) => {
        const inside = (node: Node | null | undefined) =>
          !!(node instanceof Element ? node : node?.parentElement)?.closest(selector);
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            (list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[]).flatMap(
              (shift) =>
                (shift.sources ?? [])
                  .filter((source) => !source.node || inside(source.node))
                  .map((source) => source.node?.nodeName ?? '?'),
            ),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer is never called.
        setTimeout(() => resolve([]), 500);
      }),
    within,
  );

test('a member’s group page holds still while its code arrives: its topics drawn with their style', async ({
  page,
}) => {
  // A phone's height, where the one topic of the member's second group is in view.
  await page.setViewportSize({ width: 412, height: 823 });
  await logInThroughWire(page, DEMO.member);
  const answer = await page.goto('/group/2');
  // Topics only Drupal's session reads: drawn by the server for the member, then the same once the page is the
  // browser's. The storages alone, without a live session, would draw the Logout button and no topic.
  const served = await answer!.text();
  expect(served, 'a topic drawn by the server').toMatch(/href="\/group_topics\/single\/\d+"/);
  const topics = page.getByRole('region', { name: 'Topics' }).getByRole('heading', { level: 3 });
  await expect(accountNav(page).getByRole('button', { name: 'Logout' })).toBeEnabled();
  await expect(topics.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
});

test('a member’s own topic holds still while its code arrives: its Edit, Delete topic and Reply drawn in place', async ({
  page,
}) => {
  await logInThroughWire(page, DEMO.member);
  // A phone's height, as the member bench's (issue 51): nothing moves (the first visit's "First new comment"
  // above the comments included); on a desktop, nothing of the topic's (read by then: nothing new).
  for (const [size, within] of [
    [{ width: 412, height: 823 }, ':root'],
    [{ width: 1280, height: 900 }, 'main'],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/group_topics/single/906');
    // Taken over: the buttons the server drew disabled work now.
    await expect(page.getByRole('button', { name: 'Delete topic' })).toBeEnabled();
    await expect(page.getByRole('button', { name: /^Reply to / }).first()).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page, within), `${size.width} px`).toEqual([]);
  }
});

test('a new tab of a logged-in browser takes the member over from the page drawn for them', async ({
  page,
  context,
}) => {
  await logInThroughWire(page, DEMO.member);
  const tab = await context.newPage();
  const errors = await watchTakeover(tab);
  await tab.goto('/about-us');
  await expect(accountNav(tab).getByRole('button', { name: 'Logout' })).toBeEnabled();
  await expect(accountNav(tab).getByRole('link', { name: /^My NECS$/ })).toBeVisible();
  await tab.waitForLoadState('networkidle');
  expect(await isServedHeading(tab)).toBe(true);
  expect(errors).toEqual([]);
});

test('the proposal form arrives with its call drawn, and the browser fills the form from the proposal system', async ({
  page,
}) => {
  await logInThroughWire(page, DEMO.member);
  const errors = await watchTakeover(page);
  const answer = await page.goto('/conference-proposals/paper');
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  const html = (await answer?.text()) ?? '';
  // The call (Drupal's, public) drawn: the event, its kinds and the paper's intro, the largest text at once; the
  // form's loading state below it, where the form goes, so nothing above shifts when the form comes.
  expect(html).toContain('>Logout<');
  expect(html).toMatch(
    /<main[^>]*>[\s\S]*Screens of Repair[\s\S]*Propose an individual paper[\s\S]*role="status"[\s\S]*<\/main>/,
  );
  await expect(page.getByRole('textbox', { name: /Title/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
