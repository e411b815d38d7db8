import type { Paged } from '@/domain/lists/pager';
import type { SearchHit } from '@/domain/search/search-hit';
import type { ReadOptions } from '../read-options';
import { token } from '../token';

/**
 * The content system's site search (docs/search.md). Throws RemoteSystemError on failure, of reason
 * `cancelled` once its `signal` aborts.
 */
export interface SearchGateway {
  /**
   * One page (0-based) of the nodes whose title or text holds every word of `text` (each word as a prefix),
   * best first, among those the current session may read: a topic only for members of the association, and
   * by its comments' words only for members of its group (the hit then names the comment). `text`
   * holds at least one non-blank character (SearchSite sees to it). Nothing found is an empty page, never an
   * error; a source without a pager answers its hits as one page.
   */
  search(text: string, page: number, options?: ReadOptions): Promise<Paged<SearchHit>>;
}
export const SearchGateway = token<SearchGateway>('SearchGateway');
