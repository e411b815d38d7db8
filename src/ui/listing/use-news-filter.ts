import { useCallback, useMemo, useOptimistic } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE } from '@/domain/lists/pager';
import { newsQuery, parseNewsQuery, type NewsFilter } from '@/domain/news/news-query';
import { KEEP_SCROLL_POSITION } from '../shared/scroll-restoration';
import { useNavigateInTransition } from '../shared/use-navigate-in-transition';

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

/**
 * The news filter held in the page address; changing the terms or tags starts again at the first page.
 * `chosen` is the filter the boxes show: a tick shows at once, with `pending`, while the list for it is drawn
 * in a transition (issue 46: the click paints before the list's data is asked for).
 */
export function useNewsFilter() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { pending, navigate } = useNavigateInTransition();
  const filter = useMemo(() => parseNewsQuery(params), [params]);
  const [chosen, choose] = useOptimistic(filter);

  const changeFilter = useCallback(
    (change: Pick<NewsFilter, 'terms' | 'tags'>) => {
      const next = { ...change, page: DEFAULT_PAGE };
      // Ticking a box should not throw the reader back to the top of the page.
      navigate({ pathname, search: newsSearch(next) }, KEEP_SCROLL_POSITION, () => choose(next));
    },
    [navigate, pathname, choose],
  );

  const hrefForPage = useCallback(
    (page: number) => `${pathname}${newsSearch({ ...filter, page })}`,
    [pathname, filter],
  );

  return { filter, chosen, pending, changeFilter, hrefForPage };
}
