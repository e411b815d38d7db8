import type { Vocabulary } from '../../demo-data/vocabularies';
import { countTerms, listTerms } from '../tables/terms';
import type { ViewDefinition } from './view-display';

/**
 * `rest/views/vocab_news/as_filter` and `vocab_tags/as_filter`: rows `{tid, name}`, tid a string; 50 a
 * page on the site, every term from a stock export.
 */
export function vocabularyView(vocabulary: Vocabulary): ViewDefinition {
  return {
    displays: ['as_filter'],
    paging: { itemsPerPage: 50, stock: 'none' },
    select: (db, _query, window) => ({
      rows: listTerms(db, vocabulary, window.limit, window.offset).map((term) => ({
        tid: String(term.tid),
        name: term.name,
      })),
      total: countTerms(db, vocabulary),
    }),
  };
}
