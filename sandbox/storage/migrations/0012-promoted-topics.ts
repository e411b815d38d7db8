import type { MigrationStep } from '../migrations';

/**
 * Node `promote` (core's "Promoted to front page") for topics: no topic is promoted, but the administrator may
 * promote one by `PATCH node/{nid}`, and Drupal stores that (topic-editing-routes.ts).
 */
export const migration: MigrationStep = {
  description: 'Promoted topics: the administrator’s `promote` is stored',
  up(db) {
    db.exec('ALTER TABLE group_topics ADD COLUMN promote INTEGER NOT NULL DEFAULT 0');
  },
};
