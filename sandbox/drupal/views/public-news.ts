import type { SandboxDatabase } from '../../storage/database';
import { countNews, listNews, type NewsOrder } from '../tables/news';
import { termsOfNodes, type Term } from '../tables/terms';
import { allValues, type Query } from '../../host/query';
import { toNewsRow } from '../wire/news-row';
import { findNodeTranslation, withTranslation } from '../tables/translations';
import { DEFAULT_LANGCODE, negotiatedLanguage } from '../content-language';
import type { NodeRecord } from '../tables/nodes';
import { readSortOrder, type SortChoice } from './sort-order';
import { parseTermFilter, tidsOf } from './term-filter';
import type { RowWindow, ViewDefinition } from './view-display';

const NEWEST_FIRST: SortChoice<NewsOrder['column']> = { column: 'created', direction: 'DESC' };

const SORTS: Record<string, SortChoice<NewsOrder['column']>> = {
  created: NEWEST_FIRST,
  title: { column: 'title', direction: 'ASC' },
  nid: { column: 'nid', direction: 'DESC' },
};

/** `rest/views/public_news/{title|teaser}`: both displays serve the same rows, newest first, 10 a page. */
export const publicNewsView: ViewDefinition = {
  displays: ['title', 'teaser'],
  paging: { itemsPerPage: 10, stock: 'some' },
  select: selectNews,
};

function selectNews(db: SandboxDatabase, query: Query, window: RowWindow) {
  const categories = parseTermFilter(allValues(query.field_tax_vocab_news_tid));
  // One value arrives as a string, several as an array, and some clients drop the brackets.
  const tags = parseTermFilter([
    ...allValues(query['field_tax_vocab_news_tags_tid[]']),
    ...allValues(query.field_tax_vocab_news_tags_tid),
  ]);
  if (categories.kind === 'invalid' || tags.kind === 'invalid') return { rows: [], total: 0 };

  const filter = { categoryTids: tidsOf(categories), tagTids: tidsOf(tags) };
  const order = readSortOrder(query, SORTS, NEWEST_FIRST);
  const nodes = listNews(db, filter, order, window.limit, window.offset);
  const terms = termsOfNodes(
    db,
    nodes.map((node) => node.nid),
  );
  const langcode = negotiatedLanguage(query);
  return {
    rows: nodes.map((node) => translatedRow(db, node, langcode, terms.get(node.nid) ?? [])),
    total: countNews(db, filter),
  };
}

/**
 * A row rendered in the content language (the view's rendering language), or in the original where the item
 * has no translation: every item is listed once, whatever language is asked.
 */
function translatedRow(db: SandboxDatabase, node: NodeRecord, langcode: string, terms: readonly Term[]) {
  const translation = langcode === DEFAULT_LANGCODE ? undefined : findNodeTranslation(db, node.nid, langcode);
  if (!translation) return toNewsRow(node, terms);
  return toNewsRow(withTranslation(node, translation), terms, translation.langcode);
}
