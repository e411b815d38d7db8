import { inject, injectable } from 'inversify';
import type { Paged } from '@/domain/lists/pager';
import { HITS_PER_PAGE, searchTextOf, type SearchHit } from '@/domain/search/search-hit';
import type { ReadOptions } from '../read-options';
import { SearchGateway } from './search-gateway';

/** Nothing typed finds nothing: page 0 of none. */
const NO_HITS: Paged<SearchHit> = {
  rows: [],
  pager: { currentPage: 0, totalItems: 0, totalPages: 0, itemsPerPage: HITS_PER_PAGE },
};

/** The site search: what a reader typed, one page at a time. The read may be cancelled (`signal`). */
@injectable()
export class SearchSite {
  constructor(@inject(SearchGateway) private readonly gateway: SearchGateway) {}

  /** An empty or blank query asks nobody: the content system would find nothing either. */
  search(typed: string, page = 0, options?: ReadOptions): Promise<Paged<SearchHit>> {
    const text = searchTextOf(typed);
    return text ? this.gateway.search(text, page, options) : Promise.resolve(NO_HITS);
  }
}
