import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../sandbox/storage/migrations';
import { NEWS_TRANSLATIONS, PAGE_TRANSLATIONS } from '../../sandbox/demo-data/translations';
import { createSession, findActiveSession } from '../../sandbox/drupal/tables/sessions';
import { newsNodes } from '../../sandbox/drupal/seeds/seed-news';
import { startTestSandbox, type TestSandbox } from './sandbox-harness';

const count = (db: Database.Database, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

interface MenuLink {
  label: string;
  sub: MenuLink[] | Record<string, MenuLink>;
}
const labels = (items: MenuLink[]): string[] =>
  items.flatMap((item) => [item.label, ...labels(Object.values(item.sub))]);

describe.each(['site', 'core'] as const)('content translations (%s Drupal)', (drupal) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal });
  });
  afterAll(() => sandbox.dispose());

  const get = async <T>(url: string) => (await sandbox.app.inject({ url })).json<T>();
  const page = (uri: string, langcode?: string) =>
    get<{ data: { node: { title: string; langcode: string } | null } }>(
      `/cms/necs-json/get/page?uri=${encodeURIComponent(uri)}` +
        (langcode ? `&language_content_entity=${langcode}` : ''),
    ).then((answer) => answer.data.node);

  it('answers a translated page in German when asked with language_content_entity=de or under /de/', async () => {
    expect(await page('/about-us', 'de')).toMatchObject({ title: 'Über uns', langcode: 'de' });
    expect(await page('/de/about-us')).toMatchObject({ title: 'Über uns', langcode: 'de' });
    expect(await page('/de/about-us/history')).toMatchObject({ title: 'Geschichte', langcode: 'de' });
  });

  it('answers the original with its own langcode for English, an untranslated page, or a language it lacks', async () => {
    expect(await page('/about-us')).toMatchObject({ title: 'About us', langcode: 'en' });
    expect(await page('/about-us', 'en')).toMatchObject({ title: 'About us', langcode: 'en' });
    expect(await page('/about-us/board', 'de')).toMatchObject({ title: 'Board', langcode: 'en' });
    expect(await page('/about-us', 'fr')).toMatchObject({ title: 'About us', langcode: 'en' });
    expect(await page('/about-us', 'xx')).toMatchObject({ title: 'About us', langcode: 'en' });
    expect(await page('/de/no-such-page')).toBeNull();
  });

  it('serves a news item in full in its translation', async () => {
    const [first] = NEWS_TRANSLATIONS;
    const item = newsNodes().find(({ node }) => node.title === first!.original)!.node;
    const node = await page(item.pathAlias, 'de');
    expect(node).toMatchObject({ title: first!.title, langcode: 'de' });
    // Its byline's date in German, as Drupal's translated date formats write it.
    expect(JSON.stringify(node)).toContain('10. November 2026');
    expect(JSON.stringify(await page(item.pathAlias))).toContain('10 November 2026');
  });

  it('renders each news row in German where translated and in English otherwise, every item once', async () => {
    type Row = { title: [{ value: string }]; langcode: [{ value: string }]; nid: [{ value: number }] };
    const rowsOf = (answer: { rows?: Row[] } | Row[]) =>
      Array.isArray(answer) ? answer : (answer.rows ?? []);
    const english = rowsOf(await get('/cms/rest/views/public_news/teaser?_format=json'));
    const german = rowsOf(
      await get('/cms/rest/views/public_news/teaser?_format=json&language_content_entity=de'),
    );
    expect(german.map((row) => row.nid[0].value)).toEqual(english.map((row) => row.nid[0].value));
    const titles = german.map((row) => [row.title[0].value, row.langcode[0].value]);
    expect(titles).toContainEqual([NEWS_TRANSLATIONS[0]!.title, 'de']);
    expect(titles).toContainEqual([NEWS_TRANSLATIONS[1]!.title, 'de']);
    expect(titles.filter(([, langcode]) => langcode === 'en').length).toBeGreaterThan(0);
    expect(english.every((row) => row.langcode[0].value === 'en')).toBe(true);
  });

  it('translates the labels of some menu links and keeps every link', async () => {
    const english = await get<MenuLink[]>('/cms/necs-json/get-menu/main');
    const german = await get<MenuLink[]>('/cms/necs-json/get-menu/main?language_content_entity=de');
    expect(labels(german)).toEqual(
      expect.arrayContaining(['Startseite', 'Über NECS', 'Über uns', 'Tagungen', 'History', 'Community']),
    );
    expect(labels(german)).toHaveLength(labels(english).length);
    expect(JSON.stringify(german).replace(/"label":"[^"]*"/g, '')).toBe(
      JSON.stringify(english).replace(/"label":"[^"]*"/g, ''),
    );
    const footer = await get<MenuLink[]>('/cms/necs-json/get-menu/footer?language_content_entity=de');
    expect(labels(footer)).toEqual([
      'Impressum',
      'Datenschutz',
      'Kontakt',
      'Member directory',
      'Editorial guide',
    ]);
  });
});

describe('migration 5: content translations', () => {
  it('gives a database of version 4 the translations, and keeps what it had', async () => {
    const migrations = await loadMigrations();
    const db = new Database(':memory:');
    try {
      migrate(db, migrations.slice(0, 4));
      const session = createSession(db, 7);
      migrate(db, migrations.slice(0, 5));
      expect(db.pragma('user_version', { simple: true })).toBe(5);
      expect(findActiveSession(db, session.id)?.uid).toBe(7);
      expect(count(db, 'node_translations')).toBe(PAGE_TRANSLATIONS.length + NEWS_TRANSLATIONS.length);
      expect(count(db, 'menu_label_translations')).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });
});
