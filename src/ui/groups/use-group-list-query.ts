import { useCallback, useMemo, useOptimistic } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { GroupListQuery } from '@/application/groups/group-gateway';
import { GROUP_SORT_FIELDS, type GroupSortField, type SortOrder } from '@/domain/groups/group';
import { DEFAULT_PAGE, parsePageNumber } from '@/domain/lists/pager';
import { KEEP_SCROLL_POSITION } from '../shared/scroll-restoration';
import { useNavigateInTransition } from '../shared/use-navigate-in-transition';

/** Titles read best A to Z, dates newest first. */
const NATURAL_ORDER: Record<GroupSortField, SortOrder> = { title: 'ASC', created: 'DESC' };
const DEFAULT_SORT: GroupSortField = 'title';

const isSortField = (value: string | null): value is GroupSortField =>
  (GROUP_SORT_FIELDS as readonly (string | null)[]).includes(value);

/** Reads the list's query from the address; anything unknown falls back to titles A to Z, first page. */
export function parseGroupListQuery(params: URLSearchParams): GroupListQuery {
  const raw = params.get('sort_by');
  const sortBy = isSortField(raw) ? raw : DEFAULT_SORT;
  const order = params.get('sort_order')?.toUpperCase();
  const sortOrder = order === 'ASC' || order === 'DESC' ? order : NATURAL_ORDER[sortBy];
  return { page: parsePageNumber(params.get('page')), sortBy, sortOrder };
}

/** The query string of a list query, in the view's parameter names; defaults are left out. */
export function groupListSearch({ page, sortBy, sortOrder }: GroupListQuery): string {
  const params = new URLSearchParams();
  if (sortBy !== DEFAULT_SORT || sortOrder !== NATURAL_ORDER[sortBy]) {
    params.set('sort_by', sortBy);
    params.set('sort_order', sortOrder);
  }
  if (page !== DEFAULT_PAGE) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The working-group list's sort and page, held in the address so a view can be shared and reloaded. `chosen`
 * is the order the control shows: at once, with `pending`, while the list in that order is drawn in a
 * transition (issue 46).
 */
export function useGroupListQuery() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { pending, navigate } = useNavigateInTransition();
  const query = useMemo(() => parseGroupListQuery(params), [params]);
  const [chosen, choose] = useOptimistic(query);

  // A new order starts at the first page; the reader stays where they are on the screen.
  const changeSort = useCallback(
    (sortBy: GroupSortField, sortOrder: SortOrder) => {
      const next = { page: DEFAULT_PAGE, sortBy, sortOrder };
      navigate({ pathname, search: groupListSearch(next) }, KEEP_SCROLL_POSITION, () => choose(next));
    },
    [navigate, pathname, choose],
  );
  const hrefForPage = useCallback(
    (page: number) => `${pathname}${groupListSearch({ ...query, page })}`,
    [pathname, query],
  );
  return { query, chosen, pending, changeSort, hrefForPage };
}
