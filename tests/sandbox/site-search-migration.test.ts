import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { searchSite } from '../../sandbox/drupal/search/site-search';
import { loadMigrations, migrate } from '../../sandbox/storage/migrations';

const EVERY_HIT = { limit: -1, offset: 0 };

describe('the site search migration', () => {
  it('gives a database of the version before it an index of everything it holds, its own changes included', async () => {
    const migrations = await loadMigrations();
    // Found by what it does, not its number, which a merge beside another branch's migration may change.
    const version = migrations.find((migration) => migration.description.startsWith('Site search'))!.version;
    const db = new Database(':memory:');
    try {
      migrate(db, migrations.slice(0, version - 1));
      db.prepare(
        "UPDATE nodes SET title = 'Kept from before the index' WHERE nid = (SELECT MIN(nid) FROM nodes)",
      ).run();
      migrate(db, migrations.slice(0, version));
      expect(db.pragma('user_version', { simple: true })).toBe(version);
      expect(searchSite(db, 'kept before', null, EVERY_HIT).rows).toHaveLength(1);
      const member = searchSite(db, 'reading', 7, EVERY_HIT).rows.map((hit) => hit.kind);
      expect(member).toContain('topic');
      const indexed = db.prepare('SELECT COUNT(*) FROM search_index').pluck().get();
      const nodes = db
        .prepare(
          'SELECT (SELECT COUNT(*) FROM nodes) + (SELECT COUNT(*) FROM group_topics) + ' +
            '(SELECT COUNT(*) FROM node_translations)',
        )
        .pluck()
        .get();
      expect(indexed).toBe(nodes);
    } finally {
      db.close();
    }
  });

  it('builds the index again with every translation on a database that had the English one', async () => {
    const migrations = await loadMigrations();
    const version = migrations.find((migration) =>
      migration.description.startsWith('Site search in'),
    )!.version;
    const db = new Database(':memory:');
    try {
      migrate(db, migrations.slice(0, version - 1));
      migrate(db, migrations);
      const german = searchSite(db, 'Wien', null, EVERY_HIT, 'de').rows.map((hit) => hit.title);
      expect(german).toContain('Anmeldung für NECS 2026 in Wien geöffnet');
    } finally {
      db.close();
    }
  });

  it('indexes the comments a database already holds, for every member of the association', async () => {
    const migrations = await loadMigrations();
    const version = migrations.find((migration) =>
      migration.description.startsWith('Comments in the site search'),
    )!.version;
    const db = new Database(':memory:');
    try {
      migrate(db, migrations.slice(0, version - 1));
      db.prepare("UPDATE topic_comments SET body = '<p>Kept quokka words.</p>' WHERE cid = 4").run();
      migrate(db, migrations);
      const found = [expect.objectContaining({ nid: 903, comment: expect.objectContaining({ cid: 4 }) })];
      // The member in the topic's group (7) and the organizer outside it (5): both read every discussion.
      for (const uid of [7, 5]) expect(searchSite(db, 'quokka', uid, EVERY_HIT).rows).toEqual(found);
      // The guest account (8), no member of the association, and a visitor read none.
      for (const uid of [8, null]) expect(searchSite(db, 'quokka', uid, EVERY_HIT).rows).toEqual([]);
    } finally {
      db.close();
    }
  });
});
