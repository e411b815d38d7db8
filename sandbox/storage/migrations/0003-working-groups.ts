import type { MigrationStep } from '../migrations';
import { seedWorkingGroups } from '../../drupal/seeds/seed-working-groups';
import { createTable } from '../table';

/**
 * Working groups as the Group module keeps them (groups, memberships with group roles), their topics
 * (nodes), comments and attached files. Created together and seeded together: one group storage.
 * `work_groups`, because GROUPS is an SQL keyword.
 */
export const migration: MigrationStep = {
  description: 'Working groups, memberships with group roles, topics, comments and topic files',
  up(db) {
    createTable(db, {
      name: 'work_groups',
      sql: `CREATE TABLE work_groups (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        label TEXT NOT NULL,
        created TEXT NOT NULL,                 -- ISO 8601 with +00:00, so text order is time order
        summary TEXT NOT NULL DEFAULT '',
        description TEXT NOT NULL DEFAULT ''   -- processed HTML
      );
      CREATE TABLE group_members (
        group_id INTEGER NOT NULL REFERENCES work_groups(id),
        uid INTEGER NOT NULL REFERENCES users(uid),
        roles TEXT NOT NULL DEFAULT '[]',      -- JSON array of group role ids
        PRIMARY KEY (group_id, uid)
      );
      CREATE TABLE group_topics (
        nid INTEGER PRIMARY KEY,
        group_id INTEGER NOT NULL REFERENCES work_groups(id),
        uid INTEGER NOT NULL REFERENCES users(uid),
        title TEXT NOT NULL,
        created TEXT NOT NULL,
        body TEXT NOT NULL DEFAULT ''          -- member-written HTML, stored as sent
      );
      CREATE TABLE topic_comments (
        cid INTEGER PRIMARY KEY,
        nid INTEGER NOT NULL REFERENCES group_topics(nid),
        uid INTEGER NOT NULL REFERENCES users(uid),
        created TEXT NOT NULL,
        subject TEXT NOT NULL DEFAULT '',
        body TEXT NOT NULL
      );
      CREATE TABLE topic_files (
        fid INTEGER PRIMARY KEY,
        nid INTEGER NOT NULL REFERENCES group_topics(nid),
        name TEXT NOT NULL,                    -- the member's file name, shown and offered on download
        stored_name TEXT NOT NULL UNIQUE,      -- the server-made name in the upload folder
        mime TEXT NOT NULL,
        size INTEGER NOT NULL
      )`,
      seed: seedWorkingGroups,
    });
  },
};
