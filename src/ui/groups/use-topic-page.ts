import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE, parsePageNumber } from '@/domain/lists/pager';

/**
 * Which page of a group's topics the address asks for (`?page`, 0-based as Drupal's pager), and the address
 * of any other page, so each page of topics can be opened, shared and bookmarked.
 */
export function useTopicPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = parsePageNumber(params.get('page'));
  const hrefForPage = useCallback(
    (next: number) => (next === DEFAULT_PAGE ? pathname : `${pathname}?page=${next}`),
    [pathname],
  );
  return { page, hrefForPage };
}
