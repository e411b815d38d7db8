import type { SandboxDatabase } from '../db/database';
import { countNews, listNews, type NewsOrder } from '../db/news';
import { termsOfNodes } from '../db/terms';
import { allValues, type Query } from '../query';
import { toNewsRow } from '../wire/news-row';
import { readPageNumber, slicePage } from '../wire/pager';
import { readSortOrder, type SortChoice } from './sort-order';
import { parseTermFilter, tidsOf } from './term-filter';

const NEWS_PER_PAGE = 10;

const NEWEST_FIRST: SortChoice<NewsOrder['column']> = { column: 'created', direction: 'DESC' };

const SORTS: Record<string, SortChoice<NewsOrder['column']>> = {
  created: NEWEST_FIRST,
  title: { column: 'title', direction: 'ASC' },
  nid: { column: 'nid', direction: 'DESC' },
};

/** `rest/views/public_news/{title|teaser}`: both displays serve the same rows, newest first. */
export function publicNewsView(db: SandboxDatabase, query: Query) {
  const categories = parseTermFilter(allValues(query.field_tax_vocab_news_tid));
  // One value arrives as a string, several as an array, and some clients drop the brackets.
  const tags = parseTermFilter([
    ...allValues(query['field_tax_vocab_news_tags_tid[]']),
    ...allValues(query.field_tax_vocab_news_tags_tid),
  ]);
  const page = readPageNumber(query.page);
  if (categories.kind === 'invalid' || tags.kind === 'invalid') {
    return { rows: [], pager: slicePage(0, page, NEWS_PER_PAGE).pager };
  }

  const filter = { categoryTids: tidsOf(categories), tagTids: tidsOf(tags) };
  const slice = slicePage(countNews(db, filter), page, NEWS_PER_PAGE);
  const order = readSortOrder(query, SORTS, NEWEST_FIRST);
  const nodes = listNews(db, filter, order, slice.limit, slice.offset);
  const terms = termsOfNodes(
    db,
    nodes.map((node) => node.nid),
  );
  return { rows: nodes.map((node) => toNewsRow(node, terms.get(node.nid) ?? [])), pager: slice.pager };
}
