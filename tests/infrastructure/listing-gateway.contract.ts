import { beforeEach, describe, expect, it } from 'vitest';
import type { ListingGateway } from '@/application/listing/listing-gateway';
import type { Paged, Pager } from '@/domain/lists/pager';
import type { Conference, NewsItem } from '@/domain/news/news';
import { emptyNewsFilter, type NewsFilter } from '@/domain/news/news-query';
import { expectConsole } from '../support/console-expectations';

export interface ListingContractWorld {
  readonly listings: ListingGateway;
  /** The configured base of Drupal (`config.cmsUrl`): every file URL in a row starts with it. */
  readonly drupalBase: string;
  /**
   * True when lists arrive paged (`{rows, pager}`, Drupal's pager_serializer); false for a stock REST
   * export, whose bare array is the whole list on one page. Cases that need one or the other say so.
   */
  readonly pages: boolean;
  /**
   * True where the content system holds a conference that does not read, on the first page: the adapter leaves
   * it out and says so on the console (views-list.ts). The sandbox's seed has one; the fake has none.
   */
  readonly holdsAnUnreadableConference: boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const NEEDS_PAGES = 'needs paged lists (pager_serializer)';
const NEEDS_BARE_ARRAYS = 'needs bare-array lists (stock REST export)';

function expectWholeNumbers(pager: Pager): void {
  for (const value of Object.values(pager)) {
    expect(Number.isInteger(value) && value >= 0, `pager field ${value}`).toBe(true);
  }
}

/**
 * A pager that agrees with itself and with its rows. A page may hold fewer rows than its pager counts
 * when a row did not read (`rowsMayBeLeftOut`): it is left out, the list still shows.
 */
function expectConsistentPage<T>({ rows, pager }: Paged<T>, page: number, rowsMayBeLeftOut = false): void {
  expectWholeNumbers(pager);
  expect(pager.currentPage).toBe(page);
  const pagesNeeded = pager.totalItems === 0 ? 0 : Math.ceil(pager.totalItems / pager.itemsPerPage);
  expect(pager.totalPages).toBe(pagesNeeded);
  const rowsOnPage = rowsOnPageOf(pager, page);
  if (rowsMayBeLeftOut) expect(rows.length).toBeLessThanOrEqual(rowsOnPage);
  else expect(rows).toHaveLength(rowsOnPage);
}

/** Every conference, page after page, as a visitor paging through them would see them. */
/** How many rows page `page` holds by its pager. */
const rowsOnPageOf = (pager: Pager, page: number) =>
  Math.max(0, Math.min(pager.itemsPerPage, pager.totalItems - page * pager.itemsPerPage));

async function allConferences(listings: ListingGateway): Promise<{ read: Conference[]; counted: number }> {
  const first = await listings.getConferences(0);
  const later = await Promise.all(
    Array.from({ length: Math.max(0, first.pager.totalPages - 1) }, (_, index) =>
      listings.getConferences(index + 1),
    ),
  );
  for (const [page, answer] of [first, ...later].entries()) expectConsistentPage(answer, page, true);
  return { read: [first, ...later].flatMap((answer) => [...answer.rows]), counted: first.pager.totalItems };
}

/** The file addresses in a row: its picture, and every `src`/`href` of its summary under a Drupal file path. */
const fileUrlsOf = (row: NewsItem | Conference): string[] => [
  ...(row.image ? [row.image.url] : []),
  ...[...row.summaryHtml.matchAll(/(?:src|href)="([^"]*(?:\/sites\/|\/system\/files\/)[^"]*)"/g)].map(
    (match) => match[1]!,
  ),
];

/** What every ListingGateway does, stated once: run against the in-memory fake and the Drupal adapter. */
export function listingGatewayContract(name: string, setup: () => Promise<ListingContractWorld>): void {
  describe(`${name} (ListingGateway contract)`, () => {
    let world: ListingContractWorld;
    let listings: ListingGateway;
    const totalNews = async (filter: Partial<NewsFilter>) =>
      (await listings.getNews({ ...emptyNewsFilter, ...filter })).pager.totalItems;
    const newsUuids = async (filter: Partial<NewsFilter>) =>
      (await listings.getNews({ ...emptyNewsFilter, ...filter })).rows.map((item) => item.uuid);

    beforeEach(async () => {
      world = await setup();
      ({ listings } = world);
      // A runner that leaves these out would skip cases unseen, or compare file URLs with `undefined`.
      expect(typeof world.pages, 'world.pages').toBe('boolean');
      expect(world.drupalBase, 'world.drupalBase').toMatch(/\/$/);
    });

    /** Declares the adapter's word on the conference it leaves out, where there is one. */
    const expectTheUnreadableConferenceSaid = () => {
      if (world.holdsAnUnreadableConference)
        expectConsole('warn', /^Left out row \d+ of public_conferences, which does not read/);
    };

    it('serves the news newest first, with a pager of whole numbers that agrees with its rows', async () => {
      const first = await listings.getNews(emptyNewsFilter);
      expectConsistentPage(first, 0);
      expect(first.rows.length).toBeGreaterThan(1);
      const created = first.rows.map((item) => item.created);
      expect(created).toEqual([...created].sort().reverse());
    });

    it('pages the news ten at a time and continues without repeating items', async ({ skip }) => {
      skip(!world.pages, NEEDS_PAGES);
      const first = await listings.getNews(emptyNewsFilter);
      expect(first.pager.itemsPerPage).toBe(10);
      expect(first.pager.totalPages).toBeGreaterThan(1);
      const second = await listings.getNews({ ...emptyNewsFilter, page: 1 });
      expectConsistentPage(second, 1);
      const firstIds = new Set(first.rows.map((item) => item.uuid));
      expect(second.rows.some((item) => firstIds.has(item.uuid))).toBe(false);
    });

    it('reads a list without a pager as one page holding every row', async ({ skip }) => {
      skip(world.pages, NEEDS_BARE_ARRAYS);
      const { rows, pager } = await listings.getNews(emptyNewsFilter);
      expect(pager).toEqual({
        currentPage: 0,
        totalItems: rows.length,
        totalPages: 1,
        itemsPerPage: rows.length,
      });
    });

    it('reads each news row: uuid, numeric nid, title, date, summary and a path', async () => {
      const { rows } = await listings.getNews(emptyNewsFilter);
      for (const item of rows) {
        expect(item.uuid).toMatch(/\S/);
        expect(Number.isInteger(item.nid)).toBe(true);
        expect(item.title).toMatch(/\S/);
        expect(item.created).toMatch(ISO_DATE);
        expect(item.summaryHtml).toMatch(/\S/);
        expect(item.path).toMatch(/^\//);
      }
    });

    it('lists the news in German where translated and in English otherwise, each item once, in the same order', async () => {
      const [english, german] = await Promise.all([
        world.listings.getNews(emptyNewsFilter),
        world.listings.getNews(emptyNewsFilter, { language: 'de' }),
      ]);
      expect(german.rows.map((item) => item.nid)).toEqual(english.rows.map((item) => item.nid));
      expect(german.pager).toEqual(english.pager);
      expect(english.rows.every((item) => item.language === 'en')).toBe(true);
      const [newest] = german.rows;
      expect(newest).toMatchObject({
        title: 'Preis für den besten Aufsatz 2026: Shortlist bekannt gegeben',
        language: 'de',
        path: english.rows[0]!.path,
      });
      expect(german.rows.filter((item) => item.language === 'de')).toHaveLength(3);
      expect(german.rows.some((item) => item.language === 'en')).toBe(true);
    });

    it('offers the news categories and tags as filter options with numeric ids', async () => {
      const { terms, tags } = await listings.getNewsFilterOptions();
      expect(terms.map((term) => term.tid)).toEqual([1, 2, 3, 4]);
      expect(tags.map((tag) => tag.tid)).toEqual([11, 12, 13, 14, 15, 16]);
      expect([...terms, ...tags].every((term) => term.name.length > 0)).toBe(true);
    });

    // Row-based, so they hold for a stock REST export too, whose bare array holds only the newest rows
    // ("some" items): the newest rows of a union are among the newest of its parts.
    it('narrows by category; several categories mean any of them', async () => {
      const [all, one, two, both] = await Promise.all([
        newsUuids({}),
        newsUuids({ terms: [1] }),
        newsUuids({ terms: [2] }),
        newsUuids({ terms: [1, 2] }),
      ]);
      expect(one.length).toBeGreaterThan(0);
      expect(all.some((uuid) => !one.includes(uuid))).toBe(true);
      expect(one.filter((uuid) => two.includes(uuid))).toEqual([]); // each item has one category
      expect(both.every((uuid) => one.includes(uuid) || two.includes(uuid))).toBe(true);
      expect(both.length).toBeGreaterThanOrEqual(Math.max(one.length, two.length));
    });

    it('narrows by tags (any of them) and combines tags with categories', async () => {
      const [all, eleven, twelve, either, category, categoryAndTag] = await Promise.all([
        newsUuids({}),
        newsUuids({ tags: [11] }),
        newsUuids({ tags: [12] }),
        newsUuids({ tags: [11, 12] }),
        newsUuids({ terms: [1] }),
        newsUuids({ terms: [1], tags: [11] }),
      ]);
      expect(eleven.length).toBeGreaterThan(0);
      expect(all.some((uuid) => !eleven.includes(uuid))).toBe(true);
      expect(either.every((uuid) => eleven.includes(uuid) || twelve.includes(uuid))).toBe(true);
      expect(either.length).toBeGreaterThanOrEqual(Math.max(eleven.length, twelve.length));
      expect(categoryAndTag.length).toBeLessThanOrEqual(Math.min(eleven.length, category.length));
    });

    it('counts what a filter matches in its pager', async ({ skip }) => {
      skip(!world.pages, NEEDS_PAGES);
      const [all, one, two, both, tag, tags, categoryAndTag] = await Promise.all([
        totalNews({}),
        totalNews({ terms: [1] }),
        totalNews({ terms: [2] }),
        totalNews({ terms: [1, 2] }),
        totalNews({ tags: [11] }),
        totalNews({ tags: [11, 12] }),
        totalNews({ terms: [1], tags: [11] }),
      ]);
      expect(one).toBeLessThan(all);
      expect(both).toBe(one + two);
      expect(tag).toBeLessThan(all);
      expect(tags).toBeGreaterThan(tag);
      expect(categoryAndTag).toBeLessThanOrEqual(Math.min(tag, one));
    });

    it('answers a filter nothing matches with empty rows, not an error', async () => {
      const answer = await listings.getNews({ ...emptyNewsFilter, terms: [999] });
      expect(answer.rows).toEqual([]);
      expect(answer.pager.totalItems).toBe(0);
      expectWholeNumbers(answer.pager);
    });

    it('serves the same news through a given json url', async () => {
      const viaUrl = await listings.getNews(emptyNewsFilter, { jsonUrl: 'rest/views/public_news/teaser' });
      const viaDisplay = await listings.getNews(emptyNewsFilter, { display: 'teaser' });
      expect(viaUrl.rows.map((item) => item.uuid)).toEqual(viaDisplay.rows.map((item) => item.uuid));
    });

    it('lists every conference with its dates and place, leaving out only one it cannot read', async () => {
      expectTheUnreadableConferenceSaid();
      const { read, counted } = await allConferences(listings);
      expect(read.length).toBeGreaterThanOrEqual(counted - 1);
      expect(read.length).toBeGreaterThan(1);
      for (const conference of read) {
        expect(conference.uuid).toMatch(/\S/);
        expect(conference.startDate).toMatch(ISO_DATE);
        expect(conference.endDate >= conference.startDate).toBe(true);
        expect(conference.location).toMatch(/\S/);
      }
      const starts = read.map((conference) => conference.startDate);
      expect(starts).toEqual([...starts].sort().reverse());
    });

    it('pages the conferences', async ({ skip }) => {
      skip(!world.pages, NEEDS_PAGES);
      expectTheUnreadableConferenceSaid();
      const first = await listings.getConferences(0);
      expect(first.pager.totalPages).toBeGreaterThan(1);
      expect(first.rows.length).toBeGreaterThan(0);
    });

    it('serves pictures and file links of news and conferences from the content system', async () => {
      expectTheUnreadableConferenceSaid();
      const [news, conferences] = await Promise.all([
        listings.getNews(emptyNewsFilter),
        allConferences(listings),
      ]);
      const fileUrls = [...news.rows, ...conferences.read].flatMap(fileUrlsOf);
      expect(fileUrls.length).toBeGreaterThan(0);
      for (const url of fileUrls) expect(url.startsWith(world.drupalBase), url).toBe(true);
    });

    it('reads the timeline as entries with string ids, ISO dates and tag lists', async () => {
      const entries = await listings.getTimeline();
      expect(entries.length).toBeGreaterThan(1);
      expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
      for (const entry of entries) {
        expect(typeof entry.id).toBe('string');
        expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Array.isArray(entry.tags)).toBe(true);
      }
      expect(entries.some((entry) => entry.text === '')).toBe(true);
    });
  });
}
