import type { MigrationStep } from '../migrations';
import { seedDiscussionThreads } from '../../drupal/seeds/seed-discussion-threads';

/**
 * Issue 45's discussions: comments gain their parent (`pid`), Drupal's `thread` and an edit time (`changed`,
 * NULL until edited), topics an edit time, and the history module's table of reads, with the demo's.
 */
export const migration: MigrationStep = {
  description: 'Comment replies, threads and edit times; topic edit times; the history of reads',
  up(db) {
    db.exec(`
      ALTER TABLE topic_comments ADD COLUMN pid INTEGER REFERENCES topic_comments(cid);
      ALTER TABLE topic_comments ADD COLUMN thread TEXT;
      ALTER TABLE topic_comments ADD COLUMN changed TEXT;
      ALTER TABLE group_topics ADD COLUMN changed TEXT;
      CREATE TABLE history (
        uid INTEGER NOT NULL REFERENCES users(uid),
        nid INTEGER NOT NULL,
        timestamp INTEGER NOT NULL,              -- unix seconds
        PRIMARY KEY (uid, nid)
      )`);
    seedDiscussionThreads(db);
  },
};
