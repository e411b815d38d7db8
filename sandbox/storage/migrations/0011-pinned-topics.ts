import type { MigrationStep } from '../migrations';
import { seedPinnedTopics } from '../../drupal/seeds/seed-pinned-topics';

/** Node `sticky` (core's "Sticky at top of lists") for topics, and the demo's pinned topic. */
export const migration: MigrationStep = {
  description: 'Pinned (sticky) topics, listed first',
  up(db) {
    db.exec('ALTER TABLE group_topics ADD COLUMN sticky INTEGER NOT NULL DEFAULT 0');
    seedPinnedTopics(db);
  },
};
