import type { SandboxDatabase } from '../db/database';
import { countTerms, listTerms, type Vocabulary } from '../db/terms';
import type { Query } from '../query';
import { readPageNumber, slicePage } from '../wire/pager';

const TERMS_PER_PAGE = 50;

/** `rest/views/vocab_news/as_filter` and `vocab_tags/as_filter`: rows `{tid, name}`, tid a string. */
export function vocabularyView(vocabulary: Vocabulary) {
  return (db: SandboxDatabase, query: Query) => {
    const slice = slicePage(countTerms(db, vocabulary), readPageNumber(query.page), TERMS_PER_PAGE);
    const rows = listTerms(db, vocabulary, slice.limit, slice.offset).map((term) => ({
      tid: String(term.tid),
      name: term.name,
    }));
    return { rows, pager: slice.pager };
  };
}
