import type { MigrationStep } from '../migrations';
import { SEARCH_TABLES, SEARCH_TRIGGERS } from '../../drupal/search/search-tables';
import { createTable } from '../table';

/**
 * The site search's index again, now with the topics' comments (docs/search.md): a topic's entry holds its
 * comments' words, a second index each comment's, and a comment written, edited or removed notes its topic.
 */
export const migration: MigrationStep = {
  description: 'Comments in the site search: a topic is found by its comments, for members of its group',
  up(db) {
    for (const trigger of SEARCH_TRIGGERS) db.exec(`DROP TRIGGER IF EXISTS ${trigger}`);
    db.exec(`DROP TABLE IF EXISTS search_index; DROP TABLE IF EXISTS comment_search_index;
      DROP TABLE IF EXISTS search_stale;`);
    createTable(db, SEARCH_TABLES);
  },
};
