import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { startTestSandbox, type TestSandbox } from './sandbox-harness';
import { getRows, getView, type NewsRow } from './view-answers';

/** What every view does in both Drupals: filters, sorting, row shapes. Paging differs: see cms-views-paging. */
describe.each(DRUPAL_MODES)('content system views (%s Drupal)', (drupal) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal });
  });
  afterAll(() => sandbox.dispose());

  const news = (query = '') => getRows<NewsRow>(sandbox.app, drupal, 'public_news/title', query);
  const categoriesOf = (row: NewsRow) => row.field_tax_vocab_news.map(({ target_id }) => target_id);
  const tagsOf = (row: NewsRow) => row.field_tax_vocab_news_tags.map(({ target_id }) => target_id);

  it('lists the newest news first, as entity normalizations', async () => {
    const rows = await news();
    expect(rows).toHaveLength(10);
    const dates = rows.map((row) => row.created[0].value);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows[0]).toMatchObject({
      uuid: [{ value: expect.any(String) }],
      path: [{ alias: expect.stringMatching(/^\/news\//) }],
    });
  });

  it('filters by a comma list of categories', async () => {
    const rows = await news('&field_tax_vocab_news_tid=3,4');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => categoriesOf(row).some((tid) => tid === 3 || tid === 4))).toBe(true);
  });

  it('filters by repeated tag parameters, encoded or not', async () => {
    const sound = await news('&field_tax_vocab_news_tags_tid[]=15');
    expect(sound.length).toBeGreaterThan(0);
    expect(sound.every((row) => tagsOf(row).includes(15))).toBe(true);

    const either = await news('&field_tax_vocab_news_tags_tid%5B%5D=15&field_tax_vocab_news_tags_tid[]=12');
    expect(either.length).toBeGreaterThan(sound.length);
    expect(either.every((row) => tagsOf(row).some((tid) => tid === 15 || tid === 12))).toBe(true);
  });

  it('combines category and tag filters', async () => {
    const rows = await news('&field_tax_vocab_news_tid=1&field_tax_vocab_news_tags_tid[]=14');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => categoriesOf(row).includes(1) && tagsOf(row).includes(14))).toBe(true);
  });

  it.each([
    '&field_tax_vocab_news_tid=abc',
    '&field_tax_vocab_news_tags_tid[]=1;DROP',
    '&field_tax_vocab_news_tid=999',
  ])('answers invalid or unmatched filter %s with empty rows', async (query) => {
    expect(await news(query)).toEqual([]);
  });

  it('sorts by title on request', async () => {
    const titles = (await news('&sort_by=title&sort_order=ASC')).map((row) => row.title[0].value);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('serves the vocabularies as filter lists with string tids', async () => {
    expect(await getRows(sandbox.app, drupal, 'vocab_news/as_filter')).toEqual([
      { tid: '1', name: 'Calls for papers' },
      { tid: '2', name: 'Conferences' },
      { tid: '3', name: 'Publications' },
      { tid: '4', name: 'Awards' },
    ]);
    const tags = await getRows(sandbox.app, drupal, 'vocab_tags/as_filter');
    expect(tags).toHaveLength(6);
    expect(tags[0]).toEqual({ tid: '11', name: 'Film history' });
  });

  it('puts a conference without dates (field_date_range: []) first, then the latest', async () => {
    const [undated, latest] = await getRows(sandbox.app, drupal, 'public_conferences/teaser');
    expect(undated).toMatchObject({
      field_date_range: [],
      title: [{ value: 'NECS 2029: Dates to Be Announced' }],
    });
    expect(latest).toMatchObject({
      title: [{ value: 'NECS 2028: Futures of the Audience' }],
      field_date_range: [{ value: '2028-06-07', end_value: '2028-06-10' }],
      field_location: [{ value: 'Ghent, Belgium' }],
      body: [{ processed: expect.stringContaining('<p>'), summary: expect.any(String) }],
    });
  });

  it('serves the timeline as a bare array, not in date order', async () => {
    const timeline = (await getView(sandbox.app, 'public_timeline/standard')) as Record<string, unknown>[];
    expect(Array.isArray(timeline)).toBe(true);
    expect(timeline[0]).toEqual({
      _id: expect.any(String),
      title: expect.any(String),
      text: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      tags: expect.any(Array),
      // Decided: the language of the entry (no translations: the site's default).
      langcode: 'en',
    });
    const dates = timeline.map((entry) => entry.date);
    expect(dates).not.toEqual([...dates].sort());
    expect(timeline.some((entry) => entry.text === '')).toBe(true);
    expect(timeline.some((entry) => (entry.tags as string[]).length === 0)).toBe(true);
  });

  it('answers 404 with a message for an unknown view or display', async () => {
    const response = await sandbox.app.inject('/cms/rest/views/public_news/full?_format=json');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});
