import type { MigrationStep } from '../migrations';
import { rebuildSearchTables } from '../../drupal/search/search-tables';

/**
 * The site search's index again, now with each comment's `subject` beside its body, as core's search finds a
 * comment by both (docs/search.md).
 */
export const migration: MigrationStep = {
  description: 'Comment subjects in the site search: a comment is found by its subject too',
  up: rebuildSearchTables,
};
