import { expect, type Locator, type Page } from '@playwright/test';

/** Who meets the interaction: a visitor in a fresh tab, or the demo member, logged in through the login screen. */
export type Reader = 'visitor' | 'member';

/**
 * One interaction of issue 46's list: a settled page at `path`, what is done there unmeasured (`ready`), then
 * the measured act, which ends once its response is on screen.
 */
export interface Interaction {
  readonly name: string;
  readonly reader: Reader;
  readonly path: string;
  ready?(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
}

/** A fast typist: a key every 30 ms, as the typing figures of scripts/bench/typing.ts. */
const KEY_DELAY_MS = 30;
const TYPED = 'Slow cinema and the archive: duration as method';
const TOPIC = '/group_topics/single/902';
const PROPOSAL = '/conference-proposals/paper';
const MEMBERS_GROUP = '/group/1';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** A `<details>`'s `<summary>` by its whole name (tests/e2e/support/public-site-steps.ts). */
const toggle = (scope: Locator, name: string) =>
  scope.locator('summary').filter({ hasText: new RegExp(`^${name}$`) });
const readTheCall = (page: Page) => page.getByRole('link', { name: 'Read the call' });
const categoryChip = (page: Page) => page.getByText('Calls for papers', { exact: true });
const nextPage = (page: Page, pager: string) =>
  page.getByRole('navigation', { name: pager }).getByRole('link', { name: /Next/ });
const newTopic = (page: Page) => page.getByRole('region', { name: 'New topic' });
const editor = (page: Page) => newTopic(page).getByRole('textbox', { name: 'Message' });
const commentBox = (page: Page) => page.getByRole('textbox', { name: 'Your comment' });

/**
 * Waits until `shown` holds, read from the DOM once a frame. The harness's own work stays out of the frames it
 * measures: a role or text locator computes the page's accessibility tree, 100–170 ms of a phone's main thread
 * per poll, which the next frame (a key's release, the click's paint) waited behind.
 */
const until = (page: Page, shown: () => boolean) => page.waitForFunction(shown).then(() => undefined);

/**
 * A click as a finger makes it, on a target found before the act: Playwright's own checks around a click
 * (stable box, nothing in the way) run listeners in the page during the very events measured.
 */
const tap = (target: Locator) => target.click({ force: true });

/** The page's first commit is done (`data-ready`), so the menu's toggles are React's. */
const takenOver = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-ready')).then(() => undefined);

async function pageTwo(page: Page, pager: string) {
  await tap(nextPage(page, pager));
  await page.waitForFunction(
    (label) => /Page 2 of/.test(document.querySelector(`nav[aria-label="${label}"]`)?.textContent ?? ''),
    pager,
  );
}

/** Types into the focused field; the keys' events are handled one after the other, the last one included. */
export async function typeInto(page: Page) {
  await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
}

/** Issue 46's interactions, each measured on 05be11c's build and on today's. */
export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'filter news by a category',
    reader: 'visitor',
    path: '/news',
    ready: (page) => categoryChip(page).waitFor(),
    act: async (page) => {
      await tap(categoryChip(page));
      await until(page, () => /items? match(es)? th/.test(document.querySelector('main')?.textContent ?? ''));
    },
  },
  {
    name: 'next page of news',
    reader: 'visitor',
    path: '/news',
    ready: (page) => nextPage(page, 'News pages').waitFor(),
    act: (page) => pageTwo(page, 'News pages'),
  },
  {
    name: 'next page of conferences',
    reader: 'visitor',
    path: '/conferences',
    ready: (page) => nextPage(page, 'Conference pages').waitFor(),
    act: (page) => pageTwo(page, 'Conference pages'),
  },
  {
    name: 'sort the working groups',
    reader: 'visitor',
    path: '/group',
    ready: (page) => page.getByRole('combobox', { name: 'Sort by' }).focus(),
    act: async (page) => {
      await page.keyboard.press('ArrowDown');
      await expect(page).toHaveURL(/sort_by=/);
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    },
  },
  {
    name: 'open a topic from a group’s list',
    reader: 'member',
    path: MEMBERS_GROUP,
    act: async (page) => {
      await page.getByRole('region', { name: 'Topics' }).getByRole('link').first().click();
      await expect(page).toHaveURL(/group_topics\/single/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Film History');
      await expect(commentBox(page)).toBeVisible();
    },
  },
  {
    name: 'follow a link to another content page',
    reader: 'visitor',
    path: '/',
    ready: (page) => readTheCall(page).waitFor(),
    act: async (page) => {
      await tap(readTheCall(page));
      await until(
        page,
        () =>
          location.pathname.endsWith('/conferences/2027-lisbon') &&
          /2027/.test(document.querySelector('h1')?.textContent ?? ''),
      );
    },
  },
  {
    name: 'open the phone menu',
    reader: 'visitor',
    path: '/',
    ready: takenOver,
    act: async (page) => {
      await toggle(mainMenu(page), 'Menu').click();
      await expect(mainMenu(page).getByRole('link', { name: 'News' })).toBeVisible();
    },
  },
  {
    name: 'open a submenu',
    reader: 'visitor',
    path: '/',
    ready: async (page) => {
      await takenOver(page);
      await toggle(mainMenu(page), 'Menu').click();
      await expect(mainMenu(page).getByRole('link', { name: 'News' })).toBeVisible();
    },
    act: async (page) => {
      await toggle(mainMenu(page), 'About submenu').click();
      await expect(mainMenu(page).getByRole('link', { name: 'History', exact: true })).toBeVisible();
    },
  },
  {
    name: 'switch the language',
    reader: 'visitor',
    path: '/news',
    ready: (page) => page.getByRole('combobox', { name: 'Language' }).focus(),
    act: async (page) => {
      await page.keyboard.press('ArrowDown');
      // The page in the new language: its pager is named in it.
      await until(
        page,
        () =>
          document.documentElement.lang !== 'en' && !document.querySelector('nav[aria-label="News pages"]'),
      );
    },
  },
  {
    name: 'search on submit',
    reader: 'visitor',
    path: '/search',
    ready: async (page) => {
      await page.getByRole('main').getByRole('searchbox', { name: 'Search the site' }).fill('film');
    },
    act: async (page) => {
      await page.getByRole('main').getByRole('searchbox', { name: 'Search the site' }).press('Enter');
      await expect(
        page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'post a comment',
    reader: 'member',
    path: TOPIC,
    ready: async (page) => {
      await commentBox(page).fill(`Bench comment ${Date.now()}`);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Post comment' }).click();
      await expect(commentBox(page)).toHaveValue('');
    },
  },
  {
    name: 'type in the comment box (worst key)',
    reader: 'member',
    path: TOPIC,
    ready: (page) => commentBox(page).click(),
    act: typeInto,
  },
  {
    name: 'choose a proposal kind',
    reader: 'member',
    path: PROPOSAL,
    act: async (page) => {
      await page
        .getByRole('navigation', { name: 'Proposal kinds' })
        .getByRole('link', { name: /Panel/ })
        .click();
      await expect(page).toHaveURL(/\/conference-proposals\/panel$/);
      await expect(page.getByRole('textbox', { name: /^Title/ }).first()).toBeVisible();
    },
  },
  {
    name: 'type in a proposal field (worst key)',
    reader: 'member',
    path: PROPOSAL,
    ready: (page) =>
      page
        .getByRole('textbox', { name: /^Title/ })
        .first()
        .click(),
    act: typeInto,
  },
  {
    name: 'the topic editor’s toolbar',
    reader: 'member',
    path: MEMBERS_GROUP,
    ready: async (page) => {
      await editor(page).click();
      // The draft kept from the last round (bold, and typed into) goes first: Bold then always makes one word bold.
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('A word');
      await page.keyboard.press('ControlOrMeta+A');
    },
    act: async (page) => {
      await newTopic(page).getByRole('button', { name: 'Bold' }).click();
      await expect(editor(page).locator('strong')).toHaveCount(1);
    },
  },
  {
    name: 'type in the topic editor (worst key)',
    reader: 'member',
    path: MEMBERS_GROUP,
    ready: (page) => editor(page).click(),
    act: typeInto,
  },
];
