import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations } from '../../sandbox/storage/migrations';
import { migration as initialSchema } from '../../sandbox/storage/migrations/0001-initial-schema';
import { createSession } from '../../sandbox/drupal/tables/sessions';
import { SESSION_COOKIE } from '../../sandbox/drupal/session-hooks';
import { fetchPage, startTestSandbox, type TestSandbox } from './sandbox-harness';
import { getView, type NewsRow } from './view-answers';

const RENAMED = 'Renamed by hand before the upgrade';

/**
 * A database as the sandbox wrote it before migrations were numbered: today's schema and seed at
 * user_version 0, file URLs under the old `/cms` mount, plus what a member did with it (a renamed news
 * item, a live session).
 */
function legacyDatabase(file: string): string {
  const db = new Database(file);
  db.pragma('foreign_keys = ON');
  initialSchema.up(db);
  db.pragma('user_version = 0');
  db.prepare(
    "UPDATE page_details SET paragraphs = replace(paragraphs, '/sites/default/files/', '/cms/sites/default/files/')",
  ).run();
  db.prepare("UPDATE nodes SET title = ? WHERE nid = (SELECT MAX(nid) FROM nodes WHERE type = 'news')").run(
    RENAMED,
  );
  const session = createSession(db, 7);
  db.close();
  return session.id;
}

describe('a database from before migrations were numbered', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-legacy-'));
  let sandbox: TestSandbox;
  let sessionId: string;
  beforeAll(async () => {
    sessionId = legacyDatabase(join(folder, 'legacy.sqlite'));
    sandbox = await startTestSandbox({ dbFile: join(folder, 'legacy.sqlite'), drupal: 'core' });
  });
  afterAll(async () => {
    await sandbox.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it('starts and reaches the latest version, its file URLs rewritten', async () => {
    const db = new Database(sandbox.dbFile, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe((await loadMigrations()).length);
    const oldUrls = db
      .prepare("SELECT COUNT(*) AS n FROM page_details WHERE paragraphs LIKE '%/cms/%'")
      .get();
    db.close();
    expect(oldUrls).toEqual({ n: 0 });
  });

  it('keeps its data: the renamed news item and the member’s session', async () => {
    const [newest] = (await getView(sandbox.app, 'public_news/title')) as NewsRow[];
    expect(newest?.title[0].value).toBe(RENAMED);
    expect((await fetchPage(sandbox.app, '/', { [SESSION_COOKIE]: sessionId })).session.user_id).toBe(7);
  });

  it('gains the new rows: the undated conference and the file links on the About page', async () => {
    const [undated] = (await getView(sandbox.app, 'public_conferences/teaser')) as {
      field_date_range: unknown[];
    }[];
    expect(undated?.field_date_range).toEqual([]);
    const about = JSON.stringify((await fetchPage(sandbox.app, '/about-us')).node);
    expect(about).toContain('/sites/default/files/necs-statutes.pdf');
    expect(about).not.toContain('/cms/');
  });

  it('ends up with the same About page as a new database', async () => {
    const fresh = await startTestSandbox();
    const [upgraded, created] = await Promise.all([
      fetchPage(sandbox.app, '/about-us'),
      fetchPage(fresh.app, '/about-us'),
    ]);
    await fresh.dispose();
    expect(upgraded.node).toEqual(created.node);
  });
});
