import { beforeEach, describe, expect, it } from 'vitest';
import type { ListingGateway } from '@/application/listing/listing-gateway';
import type { Paged } from '@/domain/lists/pager';
import { emptyNewsFilter, type NewsFilter } from '@/domain/news/news-query';

export interface ListingContractWorld {
  readonly listings: ListingGateway;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** A pager that agrees with itself and with the rows it came with. */
function expectConsistentPage<T>({ rows, pager }: Paged<T>, page: number): void {
  expect(pager.currentPage).toBe(page);
  expect(pager.totalPages).toBe(Math.ceil(pager.totalItems / pager.itemsPerPage));
  const expectedRows = Math.max(
    0,
    Math.min(pager.itemsPerPage, pager.totalItems - page * pager.itemsPerPage),
  );
  expect(rows).toHaveLength(expectedRows);
}

/** What every ListingGateway does, stated once: run against the in-memory fake and the Drupal adapter. */
export function listingGatewayContract(name: string, setup: () => Promise<ListingContractWorld>): void {
  describe(`${name} (ListingGateway contract)`, () => {
    let listings: ListingGateway;
    const totalNews = async (filter: Partial<NewsFilter>) =>
      (await listings.getNews({ ...emptyNewsFilter, ...filter })).pager.totalItems;

    beforeEach(async () => {
      ({ listings } = await setup());
    });

    it('pages the news ten at a time, newest first, with numeric pager fields', async () => {
      const first = await listings.getNews(emptyNewsFilter);
      expect(first.pager.itemsPerPage).toBe(10);
      expect(first.pager.totalPages).toBeGreaterThan(1);
      expectConsistentPage(first, 0);
      const created = first.rows.map((item) => item.created);
      expect(created).toEqual([...created].sort().reverse());
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

    it('continues on the next page without repeating items', async () => {
      const first = await listings.getNews(emptyNewsFilter);
      const second = await listings.getNews({ ...emptyNewsFilter, page: 1 });
      expectConsistentPage(second, 1);
      const firstIds = new Set(first.rows.map((item) => item.uuid));
      expect(second.rows.some((item) => firstIds.has(item.uuid))).toBe(false);
    });

    it('offers the news categories and tags as filter options with numeric ids', async () => {
      const { terms, tags } = await listings.getNewsFilterOptions();
      expect(terms.map((term) => term.tid)).toEqual([1, 2, 3, 4]);
      expect(tags.map((tag) => tag.tid)).toEqual([11, 12, 13, 14, 15, 16]);
      expect([...terms, ...tags].every((term) => term.name.length > 0)).toBe(true);
    });

    it('narrows by category; several categories mean any of them', async () => {
      const all = await totalNews({});
      const [one, two, both] = await Promise.all([
        totalNews({ terms: [1] }),
        totalNews({ terms: [2] }),
        totalNews({ terms: [1, 2] }),
      ]);
      expect(one).toBeGreaterThan(0);
      expect(one).toBeLessThan(all);
      expect(both).toBe(one + two); // each item has one category
    });

    it('narrows by tags (any of them) and combines tags with categories', async () => {
      const [all, tag, tags, categoryAndTag, category] = await Promise.all([
        totalNews({}),
        totalNews({ tags: [11] }),
        totalNews({ tags: [11, 12] }),
        totalNews({ terms: [1], tags: [11] }),
        totalNews({ terms: [1] }),
      ]);
      expect(tag).toBeGreaterThan(0);
      expect(tag).toBeLessThan(all);
      expect(tags).toBeGreaterThan(tag);
      expect(categoryAndTag).toBeLessThanOrEqual(Math.min(tag, category));
    });

    it('answers a filter nothing matches with empty rows, not an error', async () => {
      const answer = await listings.getNews({ ...emptyNewsFilter, terms: [999] });
      expect(answer.rows).toEqual([]);
      expect(answer.pager.totalItems).toBe(0);
    });

    it('serves the same news through a given json url', async () => {
      const viaUrl = await listings.getNews(emptyNewsFilter, { jsonUrl: 'rest/views/public_news/teaser' });
      const viaDisplay = await listings.getNews(emptyNewsFilter, { display: 'teaser' });
      expect(viaUrl.rows.map((item) => item.uuid)).toEqual(viaDisplay.rows.map((item) => item.uuid));
    });

    it('pages the conferences, latest first, each with its dates and place', async () => {
      const first = await listings.getConferences(0);
      expectConsistentPage(first, 0);
      expect(first.pager.totalPages).toBeGreaterThan(1);
      const starts = first.rows.map((conference) => conference.startDate);
      expect(starts).toEqual([...starts].sort().reverse());
      for (const conference of first.rows) {
        expect(conference.uuid).toMatch(/\S/);
        expect(conference.startDate).toMatch(ISO_DATE);
        expect(conference.endDate >= conference.startDate).toBe(true);
        expect(conference.location).toMatch(/\S/);
      }
      expectConsistentPage(await listings.getConferences(1), 1);
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
