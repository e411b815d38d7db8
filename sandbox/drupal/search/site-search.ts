import type { SandboxDatabase } from '../../storage/database';
import { DEFAULT_LANGCODE } from '../content-language';
import type { RowWindow } from '../views/view-display';
import { refreshSearchIndex } from './refresh-search-index';
import type { SearchKind } from './search-document';
import { toMatchExpression } from './search-keys';
import { readsDiscussions } from '../discussion-access';

/** A found node with its excerpt: escaped text, matches in `<strong>`. */
export interface SearchHit {
  kind: SearchKind;
  nid: number;
  title: string;
  path: string;
  created: string;
  excerpt: string;
}

// Control characters cannot be in stored text's words, so they mark FTS5's matches until the text is escaped.
const OPEN = '\u0001';
const CLOSE = '\u0002';

/**
 * Node access, as Drupal's would filter it: a topic only for the readers of the working groups'
 * discussions (`@discussions` 1), the rule the topic views follow too (discussion-access.ts).
 */
const READABLE = `(kind <> 'topic' OR @discussions = 1)`;

/**
 * One entry per node, in the language asked for: its translation there, else its original, as a view whose
 * rendering language is the content language shows it (docs/search.md).
 */
const IN_LANGUAGE = `(langcode = @language OR (original = 1 AND nid NOT IN
  (SELECT nid FROM node_translations WHERE langcode = @language)))`;

/** The title weighs ten times the text; among equals the newer node, then the lower nid, comes first. */
const SELECT_HITS = `SELECT kind, nid, title, path, created,
    snippet(search_index, 1, char(1), char(2), '…', 24) AS excerpt
  FROM search_index WHERE search_index MATCH @match AND ${READABLE} AND ${IN_LANGUAGE}
  ORDER BY bm25(search_index, 10.0, 1.0), created DESC, nid LIMIT @limit OFFSET @offset`;

const COUNT_HITS = `SELECT COUNT(*) FROM search_index
  WHERE search_index MATCH @match AND ${READABLE} AND ${IN_LANGUAGE}`;

/**
 * The hits of `keys` in `language` that user `uid` (null: a visitor) may read, best first, in the window,
 * and their count.
 */
export function searchSite(
  db: SandboxDatabase,
  keys: string,
  uid: number | null,
  window: RowWindow,
  language: string = DEFAULT_LANGCODE,
): { rows: SearchHit[]; total: number } {
  const match = toMatchExpression(keys);
  if (match === null) return { rows: [], total: 0 };
  refreshSearchIndex(db);
  const discussions = readsDiscussions(db, uid) ? 1 : 0;
  const hits = db.prepare(SELECT_HITS).all({ match, discussions, language, ...window }) as SearchHit[];
  const total = db.prepare(COUNT_HITS).pluck().get({ match, discussions, language }) as number;
  return { rows: hits.map((hit) => ({ ...hit, excerpt: highlight(hit.excerpt) })), total };
}

/** Escapes the cut text, then makes FTS5's match markers `<strong>`. */
function highlight(cut: string): string {
  return cut
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;')
    .replaceAll(OPEN, '<strong>')
    .replaceAll(CLOSE, '</strong>');
}
