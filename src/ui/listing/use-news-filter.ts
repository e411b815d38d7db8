import { useCallback, useMemo, useOptimistic, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE } from '@/domain/lists/pager';
import { newsQuery, parseNewsQuery, type NewsFilter } from '@/domain/news/news-query';
import { afterNextPaint } from '../shared/after-next-paint';
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
 * `chosen` is the filter the boxes show while the list for it is drawn, with `pending`. A tick paints on its
 * own first (the boxes keep their state): the page's answer (the busy list, the move, the data) starts once
 * that frame is drawn, for the ticks made until then as one choice (issue 52: the click's render and its
 * layout cost the tick a frame at 4× CPU).
 */
export function useNewsFilter() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { pending, navigate } = useNavigateInTransition();
  const filter = useMemo(() => parseNewsQuery(params), [params]);
  const [chosen, choose] = useOptimistic(filter);
  const waiting = useRef<NewsFilter | null>(null);

  const changeFilter = useCallback(
    (change: Pick<NewsFilter, 'terms' | 'tags'>) => {
      const first = waiting.current === null;
      waiting.current = { ...change, page: DEFAULT_PAGE };
      if (!first) return;
      void afterNextPaint().then(() => {
        const next = waiting.current!;
        waiting.current = null;
        // Ticking a box should not throw the reader back to the top of the page.
        navigate({ pathname, search: newsSearch(next) }, KEEP_SCROLL_POSITION, () => choose(next));
      });
    },
    [navigate, pathname, choose],
  );

  const hrefForPage = useCallback(
    (page: number) => `${pathname}${newsSearch({ ...filter, page })}`,
    [pathname, filter],
  );

  return { filter, chosen, pending, changeFilter, hrefForPage };
}
