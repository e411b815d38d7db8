import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './sandbox-harness';
import { getRows, getView, type NewsRow, type WirePager } from './view-answers';

type Paged<Row> = { rows: Row[]; pager: WirePager };

/** 55 more subject tags, so a vocabulary holds more terms than the site shows on one page (50). */
function addManyTags(dbFile: string): void {
  const db = new Database(dbFile);
  const insert = db.prepare(
    "INSERT INTO terms (tid, uuid, vocabulary, name, weight) VALUES (?, ?, 'tags', ?, ?)",
  );
  for (let index = 0; index < 55; index++)
    insert.run(100 + index, `extra-${index}`, `Extra tag ${index}`, 100 + index);
  db.close();
}

describe('site Drupal: pager_serializer pages the lists', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal: 'site' });
  });
  afterAll(() => sandbox.dispose());

  const news = async (query = '') =>
    (await getView(sandbox.app, 'public_news/title', query)) as Paged<NewsRow>;

  it('pages news by 10, with current_page and total_items as strings', async () => {
    expect((await news()).pager).toEqual({
      current_page: '0',
      total_items: '31',
      total_pages: 4,
      items_per_page: 10,
    });
    const last = await news('&page=3');
    expect(last.pager.current_page).toBe('3');
    expect(last.rows).toHaveLength(1);
    expect((await news('&page=9')).rows).toEqual([]);
  });

  it('counts what a filter keeps, and nothing for input no term can match', async () => {
    const total = Number((await news('&field_tax_vocab_news_tid=3,4')).pager.total_items);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(31);
    expect((await news('&field_tax_vocab_news_tid=abc')).pager.total_items).toBe('0');
  });

  it('pages conferences by 4: fourteen of them, the undated one included', async () => {
    const first = (await getView(sandbox.app, 'public_conferences/teaser')) as Paged<unknown>;
    expect(first.rows).toHaveLength(4);
    expect(first.pager).toMatchObject({ total_items: '14', total_pages: 4, items_per_page: 4 });
  });

  it('pages a vocabulary by 50', async () => {
    addManyTags(sandbox.dbFile);
    const first = (await getView(sandbox.app, 'vocab_tags/as_filter')) as Paged<unknown>;
    expect(first.rows).toHaveLength(50);
    expect(first.pager).toMatchObject({ total_items: '61', total_pages: 2 });
    expect(
      ((await getView(sandbox.app, 'vocab_tags/as_filter', '&page=1')) as Paged<unknown>).rows,
    ).toHaveLength(11);
  });
});

describe('stock Drupal: REST exports have no full pager', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal: 'core' });
  });
  afterAll(() => sandbox.dispose());

  const uuids = (rows: NewsRow[]) => rows.map((row) => row.uuid[0].value);

  it('answers the first 10 news whatever page is asked for', async () => {
    const first = await getRows<NewsRow>(sandbox.app, 'core', 'public_news/teaser');
    expect(first).toHaveLength(10);
    const second = await getRows<NewsRow>(sandbox.app, 'core', 'public_news/teaser', '&page=1');
    expect(uuids(second)).toEqual(uuids(first));
  });

  it('answers the first 4 conferences whatever page is asked for', async () => {
    expect(await getRows(sandbox.app, 'core', 'public_conferences/teaser', '&page=2')).toEqual(
      await getRows(sandbox.app, 'core', 'public_conferences/teaser'),
    );
    expect(await getRows(sandbox.app, 'core', 'public_conferences/teaser')).toHaveLength(4);
  });

  it('answers every term of a vocabulary at once', async () => {
    addManyTags(sandbox.dbFile);
    expect(await getRows(sandbox.app, 'core', 'vocab_tags/as_filter')).toHaveLength(61);
  });
});
