import { useSearchParams } from 'react-router-dom';
import { parsePageNumber } from '@/domain/lists/pager';
import { searchTextOf } from '@/domain/search/search-hit';

/** What the address asks to search (`q`, tidied) and which page of it: a search can be shared and reloaded. */
export function useSearchAddress(): { query: string; page: number } {
  const [params] = useSearchParams();
  return { query: searchTextOf(params.get('q')), page: parsePageNumber(params.get('page')) };
}
