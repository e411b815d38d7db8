import type { MigrationStep } from '../migrations';
import { SEARCH_TABLES } from '../../drupal/search/search-tables';
import { createTable } from '../table';

/** The site search's full-text index (docs/search.md), filled from the nodes and topics already stored. */
export const migration: MigrationStep = {
  description:
    'Site search: an FTS5 index over pages, news, conferences and topics, kept in step by triggers',
  up(db) {
    createTable(db, SEARCH_TABLES);
  },
};
