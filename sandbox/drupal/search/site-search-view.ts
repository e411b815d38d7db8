import { firstValue } from '../../host/query';
import { negotiatedLanguage } from '../content-language';
import type { DrupalMode } from '../drupal-mode';
import type { ViewDefinition } from '../views/view-display';
import { searchSite, type SearchHit } from './site-search';

/**
 * `rest/views/site_search/standard` (docs/search.md) for the user `uid` (null: a visitor): the hits of
 * `keys` in the negotiated content language, best first, 10 a page; a stock REST export sends the 10 best.
 */
export const siteSearchView = (uid: number | null, mode: DrupalMode): ViewDefinition => ({
  displays: ['standard'],
  paging: { itemsPerPage: 10, stock: 'some' },
  select(db, query, window) {
    const keys = firstValue(query.keys) ?? '';
    const { rows, total } = searchSite(db, keys, uid, window, negotiatedLanguage(query));
    return { rows: rows.map((hit) => toSearchRow(hit, mode)), total };
  },
});

/**
 * A fields display's row; the site's MySQL stringifies ids, which a stock site may send as numbers. A hit
 * found by a comment names it (`comment_id`, `comment_author`); views send an empty field as "".
 */
function toSearchRow(hit: SearchHit, mode: DrupalMode) {
  const id = (value: number) => (mode === 'site' ? String(value) : value);
  return {
    type: hit.kind,
    nid: id(hit.nid),
    title: hit.title,
    url: hit.path,
    created: hit.created,
    excerpt: hit.excerpt,
    comment_id: hit.comment ? id(hit.comment.cid) : '',
    comment_author: hit.comment?.author ?? '',
  };
}
