import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Issue 46: a click that changes a list's data paints its own response (the ticked box, the busy list or pager)
 * first, and the list for it is drawn, and its data asked for, after. What the page had done when the click's
 * dispatch ended tells the two apart: a click that draws the next list before it returns has asked for its data
 * by then.
 *
 * Only a browser shows: what is painted and asked for when a real click's dispatch ends, with Chromium's event loop and
 * React's scheduling, while `page.route` holds the answers.
 */

/** Which addresses the page had asked for, and which expected parts it did not show, when the click's dispatch ended. */
interface AtClickEnd {
  asked: string[];
  missing: string[];
  /** The page's address (path and query) then. */
  address: string;
}

/** An address the page asked for, and which parts expected by then it did not show as it asked. */
interface Asked {
  url: string;
  missing: string[];
}

/**
 * Records every request the page makes from now on, and, at the end of the next click's dispatch (a listener
 * on the window, the last one a click bubbles to, after React's and the microtasks it left), whether every
 * selector of `shown` matched and what had been asked for so far.
 */
async function watchClickEnd(
  page: Page,
  shown: readonly string[],
  shownBeforeAsking: readonly string[] = [],
): Promise<() => Promise<AtClickEnd>> {
  await page.evaluate(
    ([selectors, beforeAsking]) => {
      const asked: string[] = [];
      const state = window as unknown as { __atClickEnd?: AtClickEnd; __asked?: Asked[] };
      const missingOf = (wanted: readonly string[]) =>
        wanted.filter((selector) => document.querySelector(selector) === null);
      const ask = (url: string) => {
        asked.push(url);
        (state.__asked ??= []).push({ url, missing: missingOf(beforeAsking) });
      };
      const open = XMLHttpRequest.prototype.open;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
        ask(String(args[1]));
        return open.apply(this, args);
      } as typeof open;
      const fetchFirst = window.fetch.bind(window);
      window.fetch = (input, init) => {
        ask(input instanceof Request ? input.url : String(input));
        return fetchFirst(input, init);
      };
      const missing = () => missingOf(selectors);
      const onClick = (event: MouseEvent) => {
        // A click on a label's text is passed on to its box as a click of its own: that one is the box's.
        const target = event.target as Element;
        if (target.closest('label') && !(target instanceof HTMLInputElement)) return;
        state.__atClickEnd = {
          asked: [...asked],
          missing: missing(),
          address: location.pathname + location.search,
        };
        window.removeEventListener('click', onClick);
      };
      window.addEventListener('click', onClick);
    },
    [shown, shownBeforeAsking] as const,
  );
  return () => page.evaluate(() => (window as unknown as { __atClickEnd: AtClickEnd }).__atClickEnd);
}

/** Holds the answers to the requests `url` matches until `release`. */
async function holdAnswers(page: Page, url: RegExp) {
  const held: Route[] = [];
  await page.route(url, (route) => void held.push(route));
  return {
    asked: () => held.length,
    release: async () => {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(url);
    },
  };
}

const NEWS_ANSWERS = /\/rest\/views\/public_news\//;

/**
 * Clicks, holding the answers `asked` matches (the news by default), and expects that when the click's dispatch
 * ended every part `shown` names was on screen and none of them had been asked for, and that every part
 * `shownBeforeAsking` names was on screen when the first was. Returns the held answers.
 */
async function clickShowsBeforeAsking(
  page: Page,
  click: () => Promise<void>,
  shown: readonly string[],
  {
    asked = NEWS_ANSWERS,
    shownBeforeAsking = [],
  }: { asked?: RegExp; shownBeforeAsking?: readonly string[] } = {},
) {
  const atClickEnd = await watchClickEnd(page, shown, shownBeforeAsking);
  const answers = await holdAnswers(page, asked);
  await click();
  const { asked: askedAtEnd, missing, address } = await atClickEnd();
  expect(
    askedAtEnd.filter((url) => asked.test(url)),
    'asked for when the click ends',
  ).toEqual([]);
  expect(missing, 'on screen when the click ends').toEqual([]);
  // The data is asked for after.
  await expect.poll(answers.asked).toBeGreaterThan(0);
  const firstAsked = await page.evaluate(
    (source) =>
      (window as unknown as { __asked: Asked[] }).__asked.find(({ url }) => new RegExp(source).test(url)),
    asked.source,
  );
  expect(firstAsked?.missing, 'on screen when the data is asked for').toEqual([]);
  return { ...answers, address };
}

test('a ticked news category paints its tick in the click, the list busy before it is asked for', async ({
  page,
}) => {
  await page.goto('/news');
  const list = page.getByRole('list', { name: 'News' });
  await expect(list.getByRole('article').first()).toBeVisible();

  const answers = await clickShowsBeforeAsking(
    page,
    () => page.getByText('Calls for papers', { exact: true }).click(),
    ['input[type=checkbox][name=terms][value="1"]:checked'],
    { shownBeforeAsking: ['[aria-busy="true"] ul[aria-label="News"]'] },
  );
  // Issue 52: the page's answer (the busy list, the address, the router) waits until the tick is painted.
  expect(answers.address, 'the address when the click ends').toBe('/news');
  await expect(page).toHaveURL(/\/news\?./);

  // While the answer is held, the tick and the busy list stay on screen.
  await expect(page.getByRole('checkbox', { name: 'Calls for papers' })).toBeChecked();
  await expect(list.locator('xpath=ancestor::*[@aria-busy="true"][1]')).toHaveCount(1);
  await answers.release();
  await expect(page.getByText('items match these filters')).toBeVisible();
  await expect(list.locator('xpath=ancestor::*[@aria-busy="true"]')).toHaveCount(0);
});

test('Next in the news pager shows the pager busy before the next page is asked for', async ({ page }) => {
  await page.goto('/news');
  const pager = page.getByRole('navigation', { name: 'News pages' });
  await expect(pager).toContainText('Page 1 of');

  const answers = await clickShowsBeforeAsking(
    page,
    () => pager.getByRole('link', { name: /Next/ }).click(),
    ['nav[aria-label="News pages"][aria-busy="true"]'],
  );
  expect(answers.address, 'the address when the click ends').toBe('/news');

  await answers.release();
  await expect(pager).toContainText('Page 2 of');
  await expect(pager).not.toHaveAttribute('aria-busy');
});

/** The moving bar (app/portal-router.tsx) while it shows. */
const MOVING = '[role="progressbar"][aria-label="Loading"]:not([hidden])';

test('a link to a page not shown yet paints the moving bar before the page is asked for', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-ready');

  const answers = await clickShowsBeforeAsking(
    page,
    () => page.getByRole('link', { name: 'Read the call' }).click(),
    [MOVING],
    { asked: /2027-lisbon/ },
  );
  expect(answers.address, 'the address when the click ends').toBe('/');

  await answers.release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2027');
  await expect(page.locator(MOVING)).toHaveCount(0);
});

test('a link back to a page shown before draws it in the click, without the bar', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Read the call' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2027');

  const atClickEnd = await watchClickEnd(page, ['main article h1.visually-hidden']);
  await page.getByRole('link', { name: /^NECS/ }).first().click();
  expect((await atClickEnd()).missing, 'the home page when the click ends').toEqual([]);
  await expect(page.locator(MOVING)).toHaveCount(0);
});
