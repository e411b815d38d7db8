import type { FormEvent } from 'react';
import { searchTextOf } from '@/domain/search/search-hit';
import { useNavigateInTransition } from '../shared/use-navigate-in-transition';
import { SEARCH_ROUTE, searchPath } from './search-path';

/**
 * A search form's submission as a navigation inside the app, to the results of its `q` field (the first
 * page). The forms are GET forms to the same address, so before the code has run the browser does the same.
 * The results are drawn in a transition: the form is `pending` (busy) from the submission's own frame
 * (issue 46).
 */
export function useSearchSubmit(): { submit(event: FormEvent<HTMLFormElement>): void; pending: boolean } {
  const { pending, navigate } = useNavigateInTransition();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = searchTextOf(new FormData(event.currentTarget).get('q')?.toString());
    navigate(query ? searchPath(query) : SEARCH_ROUTE);
  };
  return { submit, pending };
}
