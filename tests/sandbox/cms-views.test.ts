import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './sandbox-harness';

interface NewsRow {
  nid: [{ value: number }];
  title: [{ value: string }];
  created: [{ value: string }];
  field_tax_vocab_news: { target_id: number }[];
  field_tax_vocab_news_tags: { target_id: number }[];
}
interface ListAnswer<Row> {
  rows: Row[];
  pager: { current_page: string; total_items: string; total_pages: number; items_per_page: number };
}

describe('content system views', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.dispose());

  const news = async (query = '') =>
    (await sandbox.app.inject(`/cms/rest/views/public_news/title?_format=json${query}`)).json<
      ListAnswer<NewsRow>
    >();
  const categoriesOf = (row: NewsRow) => row.field_tax_vocab_news.map(({ target_id }) => target_id);
  const tagsOf = (row: NewsRow) => row.field_tax_vocab_news_tags.map(({ target_id }) => target_id);

  it('pages news by 10, newest first, with current_page and total_items as strings', async () => {
    const first = await news();
    expect(first.rows).toHaveLength(10);
    expect(first.pager).toEqual({ current_page: '0', total_items: '31', total_pages: 4, items_per_page: 10 });
    const dates = first.rows.map((row) => row.created[0].value);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.rows[0]).toMatchObject({
      uuid: [{ value: expect.any(String) }],
      path: [{ alias: expect.stringMatching(/^\/news\//) }],
    });

    const last = await news('&page=3');
    expect(last.pager.current_page).toBe('3');
    expect(last.rows).toHaveLength(1);
    expect((await news('&page=9')).rows).toEqual([]);
  });

  it('filters by a comma list of categories', async () => {
    const awardsAndPublications = await news('&field_tax_vocab_news_tid=3,4');
    const total = Number(awardsAndPublications.pager.total_items);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(31);
    expect(
      awardsAndPublications.rows.every((row) => categoriesOf(row).some((tid) => tid === 3 || tid === 4)),
    ).toBe(true);
  });

  it('filters by repeated tag parameters, encoded or not', async () => {
    const sound = await news('&field_tax_vocab_news_tags_tid[]=15');
    expect(sound.rows.length).toBeGreaterThan(0);
    expect(sound.rows.every((row) => tagsOf(row).includes(15))).toBe(true);

    const soundOrTelevision = await news(
      '&field_tax_vocab_news_tags_tid%5B%5D=15&field_tax_vocab_news_tags_tid[]=12',
    );
    expect(Number(soundOrTelevision.pager.total_items)).toBeGreaterThan(Number(sound.pager.total_items));
    expect(soundOrTelevision.rows.every((row) => tagsOf(row).some((tid) => tid === 15 || tid === 12))).toBe(
      true,
    );
  });

  it('combines category and tag filters', async () => {
    const answer = await news('&field_tax_vocab_news_tid=1&field_tax_vocab_news_tags_tid[]=14');
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.every((row) => categoriesOf(row).includes(1) && tagsOf(row).includes(14))).toBe(true);
  });

  it.each([
    '&field_tax_vocab_news_tid=abc',
    '&field_tax_vocab_news_tags_tid[]=1;DROP',
    '&field_tax_vocab_news_tid=999',
  ])('answers invalid or unmatched filter %s with empty rows', async (query) => {
    const answer = await news(query);
    expect(answer.rows).toEqual([]);
    expect(answer.pager.total_items).toBe('0');
  });

  it('sorts by title on request', async () => {
    const titles = (await news('&sort_by=title&sort_order=ASC')).rows.map((row) => row.title[0].value);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('serves the vocabularies as filter lists with string tids', async () => {
    const categories = (await sandbox.app.inject('/cms/rest/views/vocab_news/as_filter?_format=json')).json();
    expect(categories.rows).toEqual([
      { tid: '1', name: 'Calls for papers' },
      { tid: '2', name: 'Conferences' },
      { tid: '3', name: 'Publications' },
      { tid: '4', name: 'Awards' },
    ]);
    const tags = (await sandbox.app.inject('/cms/rest/views/vocab_tags/as_filter?_format=json')).json();
    expect(tags.rows).toHaveLength(6);
    expect(tags.rows[0]).toEqual({ tid: '11', name: 'Film history' });
  });

  it('pages conferences by 4 over at least 3 pages, with dates and location', async () => {
    const first = (await sandbox.app.inject('/cms/rest/views/public_conferences/teaser?_format=json')).json();
    expect(first.rows).toHaveLength(4);
    expect(first.pager.total_pages).toBeGreaterThanOrEqual(3);
    expect(first.rows[0]).toMatchObject({
      title: [{ value: 'NECS 2028: Futures of the Audience' }],
      field_date_range: [{ value: '2028-06-07', end_value: '2028-06-10' }],
      field_location: [{ value: 'Ghent, Belgium' }],
      body: [{ processed: expect.stringContaining('<p>'), summary: expect.any(String) }],
    });
  });

  it('serves the timeline as a bare array, not in date order', async () => {
    const timeline = (
      await sandbox.app.inject('/cms/rest/views/public_timeline/standard?_format=json')
    ).json();
    expect(Array.isArray(timeline)).toBe(true);
    expect(timeline[0]).toEqual({
      _id: expect.any(String),
      title: expect.any(String),
      text: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      tags: expect.any(Array),
    });
    const dates = timeline.map((entry: { date: string }) => entry.date);
    expect(dates).not.toEqual([...dates].sort());
    expect(timeline.some((entry: { text: string }) => entry.text === '')).toBe(true);
    expect(timeline.some((entry: { tags: string[] }) => entry.tags.length === 0)).toBe(true);
  });

  it('answers 404 with a message for an unknown view or display', async () => {
    const response = await sandbox.app.inject('/cms/rest/views/public_news/full?_format=json');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});
