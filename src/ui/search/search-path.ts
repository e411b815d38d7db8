import { DEFAULT_PAGE } from '@/domain/lists/pager';

/** The search screen's route. */
export const SEARCH_ROUTE = '/search';

/** The address of a search, shareable: `/search?q=film%20noir`, with `&page=N` past the first page. */
export function searchPath(query: string, page = DEFAULT_PAGE): string {
  const params = new URLSearchParams({ q: query });
  if (page !== DEFAULT_PAGE) params.set('page', String(page));
  return `${SEARCH_ROUTE}?${params}`;
}
