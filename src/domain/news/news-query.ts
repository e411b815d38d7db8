import { DEFAULT_PAGE } from '../lists/pager';

/** What a visitor picked to narrow the news list. */
export interface NewsFilter {
  /** Term ids of the news vocabulary (sent as a comma list). */
  readonly terms: readonly number[];
  /** Tag ids (sent as a repeated `[]` parameter). */
  readonly tags: readonly number[];
  readonly page: number;
}

export const emptyNewsFilter: NewsFilter = { terms: [], tags: [], page: DEFAULT_PAGE };

export const NEWS_TERM_PARAM = 'field_tax_vocab_news_tid';
export const NEWS_TAG_PARAM = 'field_tax_vocab_news_tags_tid[]';

/**
 * Query parameters of the news view, as docs/wire-drupal.md, 'Views REST exports' gives them, as ordered key/value
 * pairs.
 */
export function newsQuery(filter: NewsFilter): [string, string][] {
  const pairs: [string, string][] = [['page', String(filter.page)]];
  if (filter.terms.length > 0) pairs.push([NEWS_TERM_PARAM, filter.terms.join(',')]);
  for (const tag of filter.tags) pairs.push([NEWS_TAG_PARAM, String(tag)]);
  return pairs;
}

const ids = (values: readonly string[]): number[] =>
  values
    .flatMap((value) => value.split(','))
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

/** Reads a filter back from query pairs (the page URL uses the same names, so a filtered view can be shared). */
export function parseNewsQuery(params: URLSearchParams): NewsFilter {
  const page = Number(params.get('page'));
  return {
    terms: ids(params.getAll(NEWS_TERM_PARAM)),
    tags: ids(params.getAll(NEWS_TAG_PARAM)),
    page: Number.isInteger(page) && page > 0 ? page : DEFAULT_PAGE,
  };
}

export const isFiltered = (filter: NewsFilter): boolean => filter.terms.length > 0 || filter.tags.length > 0;
