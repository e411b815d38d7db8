import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE } from '@/domain/lists/pager';
import { newsQuery, parseNewsQuery, type NewsFilter } from '@/domain/news/news-query';
import { KEEP_SCROLL_POSITION } from '../shared/scroll-restoration';

/**
 * The query string of a filter, in the news view's own parameter names, so the page address can be shared
 * and survives a reload. The first page is left out: `/news` and `/news?page=0` are the same view.
 */
export function newsSearch(filter: NewsFilter): string {
  const pairs = newsQuery(filter).filter(([key]) => key !== 'page' || filter.page !== DEFAULT_PAGE);
  return pairs.length > 0
    ? `?${pairs.map(([key, value]) => `${readable(key)}=${readable(value)}`).join('&')}`
    : '';
}

/** Commas and brackets are safe in a query and keep a shared link legible (`tid=1,3`, `tags_tid[]=11`). */
const readable = (part: string): string =>
  encodeURIComponent(part).replace(/%2C/gi, ',').replace(/%5B/gi, '[').replace(/%5D/gi, ']');

/** The news filter held in the page address; changing the terms or tags starts again at the first page. */
export function useNewsFilter() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(() => parseNewsQuery(params), [params]);

  const changeFilter = useCallback(
    (change: Pick<NewsFilter, 'terms' | 'tags'>) =>
      // Ticking a box should not throw the reader back to the top of the page.
      void navigate(
        { pathname, search: newsSearch({ ...change, page: DEFAULT_PAGE }) },
        KEEP_SCROLL_POSITION,
      ),
    [navigate, pathname],
  );

  const hrefForPage = useCallback(
    (page: number) => `${pathname}${newsSearch({ ...filter, page })}`,
    [pathname, filter],
  );

  return { filter, changeFilter, hrefForPage };
}
