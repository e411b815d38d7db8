import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { searchSite } from '../../sandbox/drupal/search/site-search';
import { loadMigrations, migrate } from '../../sandbox/storage/migrations';

const EVERY_HIT = { limit: -1, offset: 0 };

describe('migration 5: site search', () => {
  it('gives a database of version 4 an index of everything it holds, its own changes included', async () => {
    const migrations = await loadMigrations();
    const db = new Database(':memory:');
    try {
      migrate(db, migrations.slice(0, 4));
      db.prepare(
        "UPDATE nodes SET title = 'Kept from before the index' WHERE nid = (SELECT MIN(nid) FROM nodes)",
      ).run();
      migrate(db, migrations.slice(0, 5));
      expect(db.pragma('user_version', { simple: true })).toBe(5);
      expect(searchSite(db, 'kept before', null, EVERY_HIT).rows).toHaveLength(1);
      const member = searchSite(db, 'reading', 7, EVERY_HIT).rows.map((hit) => hit.kind);
      expect(member).toContain('topic');
      const indexed = db.prepare('SELECT COUNT(*) FROM search_index').pluck().get();
      const nodes = db
        .prepare('SELECT (SELECT COUNT(*) FROM nodes) + (SELECT COUNT(*) FROM group_topics)')
        .pluck()
        .get();
      expect(indexed).toBe(nodes);
    } finally {
      db.close();
    }
  });
});
