import type { MigrationStep } from '../migrations';
import { SEARCH_TABLES, SEARCH_TRIGGERS } from '../../drupal/search/search-tables';
import { createTable } from '../table';

/**
 * The site search's index again, now with each comment's `subject` beside its body, as core's search finds a
 * comment by both (docs/search.md).
 */
export const migration: MigrationStep = {
  description: 'Comment subjects in the site search: a comment is found by its subject too',
  up(db) {
    for (const trigger of SEARCH_TRIGGERS) db.exec(`DROP TRIGGER IF EXISTS ${trigger}`);
    db.exec(`DROP TABLE IF EXISTS search_index; DROP TABLE IF EXISTS comment_search_index;
      DROP TABLE IF EXISTS search_stale;`);
    createTable(db, SEARCH_TABLES);
  },
};
