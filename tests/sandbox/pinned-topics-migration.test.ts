import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { TOPIC_SEEDS } from '../../sandbox/demo-data/topics';
import { loadMigrations, migrate } from '../../sandbox/storage/migrations';

const PINNED = TOPIC_SEEDS.filter((topic) => topic.sticky).map((topic) => topic.nid);

describe('the pinned topics migration', () => {
  it('gives a database of the version before it the topics added since, pins the demo’s pinned ones, and keeps the others as they were', async () => {
    const migrations = await loadMigrations();
    const version = migrations.findIndex((migration) => migration.description.startsWith('Pinned')) + 1;
    expect(version).toBeGreaterThan(8);
    const db = new Database(':memory:');
    try {
      migrate(db, migrations.slice(0, version - 1));
      // A database of the version before, made before the pinned topic was in the demo data.
      db.prepare('DELETE FROM group_topics WHERE nid IN (' + PINNED.join(',') + ')').run();
      db.prepare("UPDATE group_topics SET title = 'Kept' WHERE nid = 904").run();
      migrate(db, migrations.slice(0, version));
      const pinned = db.prepare('SELECT nid FROM group_topics WHERE sticky = 1 ORDER BY nid').pluck().all();
      expect(PINNED.length).toBeGreaterThan(0);
      expect(pinned).toEqual(PINNED);
      expect(db.prepare('SELECT title FROM group_topics WHERE nid = 904').pluck().get()).toBe('Kept');
      expect(db.prepare('SELECT COUNT(*) FROM group_topics').pluck().get()).toBe(TOPIC_SEEDS.length);
    } finally {
      db.close();
    }
  });
});
