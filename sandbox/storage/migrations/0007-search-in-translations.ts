import type { MigrationStep } from '../migrations';
import { SEARCH_TABLES, SEARCH_TRIGGERS } from '../../drupal/search/search-tables';
import { createTable } from '../table';

/** The site search's index again, now with an entry per language a node is in (docs/search.md). */
export const migration: MigrationStep = {
  description: 'Site search in translations: the index holds each node in its original and its translations',
  up(db) {
    for (const trigger of SEARCH_TRIGGERS) db.exec(`DROP TRIGGER IF EXISTS ${trigger}`);
    db.exec('DROP TABLE IF EXISTS search_index; DROP TABLE IF EXISTS search_stale;');
    createTable(db, SEARCH_TABLES);
  },
};
