import type { MigrationStep } from '../migrations';
import { createTable } from '../table';

/**
 * Drupal never gives a removed node's or comment's id to the next one (its SQL tables count on with
 * AUTO_INCREMENT / serial), while SQLite's plain INTEGER PRIMARY KEY takes the highest id left plus one. Rather
 * than rebuild the tables with AUTOINCREMENT (their references and columns added since would move with them),
 * `id_sequences` keeps the highest id ever given per entity type, raised by triggers on every insert, whoever
 * inserts; tables/id-sequences.ts hands out the next one from it.
 */
export const migration: MigrationStep = {
  description: 'Node and comment ids never reused: the highest id ever given, kept per entity type',
  up(db) {
    createTable(db, {
      name: 'id_sequences',
      sql: `CREATE TABLE id_sequences (
        entity TEXT PRIMARY KEY,               -- 'node' (pages, news and topics share one series) or 'comment'
        last_id INTEGER NOT NULL
      );
      CREATE TRIGGER node_id_taken AFTER INSERT ON nodes BEGIN
        UPDATE id_sequences SET last_id = MAX(last_id, NEW.nid) WHERE entity = 'node';
      END;
      CREATE TRIGGER topic_id_taken AFTER INSERT ON group_topics BEGIN
        UPDATE id_sequences SET last_id = MAX(last_id, NEW.nid) WHERE entity = 'node';
      END;
      CREATE TRIGGER comment_id_taken AFTER INSERT ON topic_comments BEGIN
        UPDATE id_sequences SET last_id = MAX(last_id, NEW.cid) WHERE entity = 'comment';
      END`,
      seed(db) {
        db.exec(`
          INSERT INTO id_sequences (entity, last_id)
            SELECT 'node', COALESCE(MAX(nid), 0) FROM (SELECT nid FROM nodes UNION ALL SELECT nid FROM group_topics);
          INSERT INTO id_sequences (entity, last_id) SELECT 'comment', COALESCE(MAX(cid), 0) FROM topic_comments`);
      },
    });
  },
};
