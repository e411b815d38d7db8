import { beforeEach, describe, expect, it } from 'vitest';
import { emptyNewsFilter } from '@/domain/news/news-query';
import { DrupalListingGateway } from '@/infrastructure/drupal/drupal-listing-gateway';
import { createHttpClient } from '@/infrastructure/http/http-client';
import { useRecordingServer } from '../support/recording-server';

/** What DrupalListingGateway sends, and how it reads rows and pagers beyond what the sandbox serves. */
describe('DrupalListingGateway wire quirks', () => {
  const server = useRecordingServer();
  const listings = () =>
    new DrupalListingGateway(createHttpClient({ system: 'content', baseURL: `${server.origin}/cms/` }));
  const lastUrl = () => server.lastRequest().url;
  beforeEach(() => {
    server.reply = {
      body: { rows: [], pager: { current_page: '0', total_items: '0', total_pages: 0, items_per_page: 10 } },
    };
  });

  it('sends the term filter as one comma list and each tag as a repeated [] parameter', async () => {
    await listings().getNews({ terms: [3, 5], tags: [8, 9], page: 2 });
    expect(lastUrl()).toBe(
      '/cms/rest/views/public_news/title?_format=json&page=2' +
        '&field_tax_vocab_news_tid=3,5&field_tax_vocab_news_tags_tid[]=8&field_tax_vocab_news_tags_tid[]=9',
    );
  });

  it('uses the display, or a json url in place of the view path, keeping its own query', async () => {
    await listings().getNews(emptyNewsFilter, { display: 'teaser' });
    expect(lastUrl()).toBe('/cms/rest/views/public_news/teaser?_format=json&page=0');
    await listings().getNews(emptyNewsFilter, { jsonUrl: 'rest/views/custom_news/block?sort_by=created' });
    expect(lastUrl()).toBe('/cms/rest/views/custom_news/block?sort_by=created&_format=json&page=0');
  });

  it('reads a news row: summary, else the processed text; alias, else /node/{nid}', async () => {
    const row = (nid: number, extra: object) => ({
      nid: [{ value: nid }],
      uuid: [{ value: `u${nid}` }],
      title: [{ value: 't' }],
      created: [{ value: '2026-01-01T00:00:00+00:00' }],
      ...extra,
    });
    server.reply = {
      body: {
        rows: [
          row(1, { body: [{ processed: '<p>full</p>', summary: '' }], path: [{ alias: '/news/one' }] }),
          row(2, { body: [{ processed: '<p>full</p>', summary: '<p>short</p>' }], path: [{ alias: null }] }),
          row(3, { body: [], path: [] }),
        ],
        pager: { current_page: '0', total_items: '3', total_pages: '1', items_per_page: '10' },
      },
    };
    const { rows, pager } = await listings().getNews(emptyNewsFilter);
    expect(rows.map((item) => [item.summaryHtml, item.path])).toEqual([
      ['<p>full</p>', '/news/one'],
      ['<p>short</p>', '/node/2'],
      ['', '/node/3'],
    ]);
    expect(pager).toEqual({ currentPage: 0, totalItems: 3, totalPages: 1, itemsPerPage: 10 });
  });

  it('refuses a pager field that is not a number', async () => {
    server.reply = {
      body: {
        rows: [],
        pager: { current_page: '0', total_items: 'many', total_pages: 1, items_per_page: 10 },
      },
    };
    await expect(listings().getNews(emptyNewsFilter)).rejects.toMatchObject({
      name: 'RemoteSystemError',
      status: 200,
    });
  });

  it('reads a conference without an end date as a one-day conference', async () => {
    server.reply = {
      body: {
        rows: [
          {
            nid: [{ value: '9' }],
            uuid: [{ value: 'c' }],
            title: [{ value: 'NECS' }],
            field_date_range: [{ value: '2027-06-10' }],
            field_location: [],
          },
        ],
        pager: { current_page: 0, total_items: 1, total_pages: 1, items_per_page: 4 },
      },
    };
    const { rows } = await listings().getConferences(0, 'title');
    expect(lastUrl()).toBe('/cms/rest/views/public_conferences/title?_format=json&page=0');
    expect(rows[0]).toMatchObject({ nid: 9, startDate: '2027-06-10', endDate: '2027-06-10', location: '' });
  });

  it('reads filter terms from {rows} or a bare list, and timeline ids of any kind as strings', async () => {
    server.reply = { body: [{ tid: '4', name: 'Awards' }] };
    expect((await listings().getNewsFilterOptions()).terms).toEqual([{ tid: 4, name: 'Awards' }]);
    server.reply = { body: [{ _id: 3, title: null, text: 'x', date: '2007-06-21', tags: null }] };
    expect(await listings().getTimeline()).toEqual([
      { id: '3', title: '', text: 'x', date: '2007-06-21', tags: [] },
    ]);
  });
});
