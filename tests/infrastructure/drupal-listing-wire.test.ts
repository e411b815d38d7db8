import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingGateway } from '@/application/listing/listing-gateway';
import { emptyNewsFilter } from '@/domain/news/news-query';
import { containerAt } from '../support/container-at';
import { useRecordingServer } from '../support/recording-server';

/** Rows as Drupal's entity normalization writes them (recorded from a Drupal 10.3 site, trimmed). */
const newsRow = (nid: number, extra: object = {}) => ({
  nid: [{ value: nid }],
  uuid: [{ value: `u${nid}` }],
  title: [{ value: `News ${nid}` }],
  created: [{ value: '2026-01-01T00:00:00+00:00', format: 'Y-m-d\\TH:i:sP' }],
  ...extra,
});
const conferenceRow = (nid: number, dates: object[]) => ({
  nid: [{ value: String(nid) }],
  uuid: [{ value: `c${nid}` }],
  title: [{ value: `NECS ${nid}` }],
  field_date_range: dates,
  field_location: [{ value: 'Lisbon' }],
});
const pagerOf = (items: number) => ({
  current_page: '0',
  total_items: String(items),
  total_pages: items > 0 ? 1 : 0,
  items_per_page: '10',
});

/** What DrupalListingGateway sends, and how it reads lists beyond what the sandbox serves. */
describe('DrupalListingGateway wire quirks', () => {
  const server = useRecordingServer();
  const listings = () => containerAt(server.origin).get(ListingGateway);
  const cmsBase = () => `${server.origin}/cms/`;
  const lastUrl = () => server.lastRequest().url;
  beforeEach(() => {
    server.reply = { body: { rows: [], pager: pagerOf(0) } };
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

  it('asks for JSON with _format=json on every call, since Drupal reads the format from nowhere else', async () => {
    server.reply = { body: [] };
    const gateway = listings();
    await gateway.getNews(emptyNewsFilter);
    await gateway.getNews(emptyNewsFilter, { jsonUrl: 'rest/views/custom_news/block?_format=xml' });
    await gateway.getConferences(1);
    await gateway.getNewsFilterOptions();
    await gateway.getTimeline();
    const formats = server.requests.map((request) => new URL(request.url, server.origin).searchParams);
    expect(formats).toHaveLength(6);
    // PHP reads the last of repeated parameters, so the gateway's own `_format=json` wins over a json url's.
    for (const query of formats) expect(query.getAll('_format').at(-1)).toBe('json');
  });

  it('reads a news row: summary, else the processed text; alias, else /node/{nid}', async () => {
    server.reply = {
      body: {
        rows: [
          newsRow(1, { body: [{ processed: '<p>full</p>', summary: '' }], path: [{ alias: '/news/one' }] }),
          newsRow(2, {
            body: [{ processed: '<p>full</p>', summary: '<p>short</p>' }],
            path: [{ alias: null }],
          }),
          newsRow(3, { body: [], path: [] }),
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

  it('reads a stock REST export’s bare array as one page holding every row', async () => {
    server.reply = { body: [newsRow(1), newsRow(2), newsRow(3)] };
    const { rows, pager } = await listings().getNews({ ...emptyNewsFilter, page: 1 });
    expect(rows.map((item) => item.nid)).toEqual([1, 2, 3]);
    expect(pager).toEqual({ currentPage: 0, totalItems: 3, totalPages: 1, itemsPerPage: 3 });
    server.reply = { body: [] };
    expect((await listings().getNews(emptyNewsFilter)).pager).toEqual({
      currentPage: 0,
      totalItems: 0,
      totalPages: 0,
      itemsPerPage: 0,
    });
  });

  describe('a row that does not read', () => {
    const undated = conferenceRow(8, []);
    const dated = [
      conferenceRow(7, [{ value: '2027-06-10', end_value: '2027-06-12' }]),
      conferenceRow(9, [{ value: '2025-06-10' }]),
    ];
    let warn: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    });
    afterEach(() => {
      warn.mockRestore();
      vi.unstubAllEnvs();
    });

    it.each([
      ['paged', { rows: [dated[0], undated, dated[1]], pager: pagerOf(3) }],
      ['bare', [dated[0], undated, dated[1]]],
    ])('is left out of a %s list, which shows the others, and developers are told', async (_, body) => {
      server.reply = { body };
      const { rows } = await listings().getConferences(0);
      expect(rows.map((conference) => conference.nid)).toEqual([7, 9]);
      expect(rows[1]).toMatchObject({ startDate: '2025-06-10', endDate: '2025-06-10', location: 'Lisbon' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain('row 1 of public_conferences');
    });

    it('is left out quietly in production', async () => {
      vi.stubEnv('DEV', false);
      server.reply = { body: [undated, dated[0]] };
      expect((await listings().getConferences(0)).rows).toHaveLength(1);
      expect(warn).not.toHaveBeenCalled();
    });
  });

  it.each([
    ['rows without a pager', { rows: [] }],
    ['a pager field that is not a number', { rows: [], pager: { ...pagerOf(0), total_items: 'many' } }],
    ['a pager field that is not a whole number', { rows: [], pager: { ...pagerOf(0), total_pages: 1.5 } }],
    ['an object that is no list', { data: [] }],
    ['text', 'Service unavailable'],
  ])('refuses an answer whose outer shape is wrong: %s', async (_, body) => {
    server.reply = { body };
    await expect(listings().getNews(emptyNewsFilter)).rejects.toMatchObject({
      name: 'RemoteSystemError',
      reason: 'unexpected-answer',
    });
  });

  it('rebases file URLs of pictures and summaries on the content system, leaving page links alone', async () => {
    const summary = '<p><img src="/sites/default/files/b.png" alt=""> <a href="/news">All news</a></p>';
    server.reply = {
      body: [
        newsRow(1, {
          body: [{ processed: '', summary }],
          field_image: [
            {
              target_id: 5,
              alt: 'A',
              title: '',
              width: 640,
              height: '400',
              url: '/sites/default/files/a.png',
            },
          ],
        }),
        // A picture that does not read costs the picture, not the row.
        newsRow(2, { field_image: [{ alt: 'no url' }] }),
      ],
    };
    const { rows } = await listings().getNews(emptyNewsFilter);
    expect(rows[0]!.image).toEqual({
      url: `${cmsBase()}sites/default/files/a.png`,
      alt: 'A',
      width: 640,
      height: 400,
    });
    expect(rows[0]!.summaryHtml).toBe(
      `<p><img src="${cmsBase()}sites/default/files/b.png" alt=""> <a href="/news">All news</a></p>`,
    );
    expect(rows[1]).not.toHaveProperty('image');
  });

  it('rebases file URLs in conference pictures and timeline texts too', async () => {
    server.reply = {
      body: [
        {
          ...conferenceRow(7, [{ value: '2027-06-10' }]),
          field_image: [{ url: '/system/files/c.jpg', alt: 'C' }],
        },
      ],
    };
    expect((await listings().getConferences(0)).rows[0]!.image?.url).toBe(`${cmsBase()}system/files/c.jpg`);
    server.reply = {
      body: [{ _id: 1, title: 'T', text: '<a href="/sites/default/files/t.pdf">T</a>', date: '2007-06-21' }],
    };
    expect((await listings().getTimeline())[0]!.text).toBe(
      `<a href="${cmsBase()}sites/default/files/t.pdf">T</a>`,
    );
  });

  it('reads timeline ids of any kind as strings, and a missing text or tag list as empty', async () => {
    server.reply = { body: [{ _id: 3, title: null, text: 'x', date: '2007-06-21', tags: null }] };
    expect(await listings().getTimeline()).toEqual([
      { id: '3', title: '', text: 'x', date: '2007-06-21', tags: [] },
    ]);
  });
});
