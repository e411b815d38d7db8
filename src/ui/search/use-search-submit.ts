import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchTextOf } from '@/domain/search/search-hit';
import { SEARCH_ROUTE, searchPath } from './search-path';

/**
 * A search form's submission as a navigation inside the app, to the results of its `q` field (the first
 * page). The forms are GET forms to the same address, so before the code has run the browser does the same.
 */
export function useSearchSubmit(): (event: FormEvent<HTMLFormElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    event.preventDefault();
    const query = searchTextOf(new FormData(event.currentTarget).get('q')?.toString());
    void navigate(query ? searchPath(query) : SEARCH_ROUTE);
  };
}
