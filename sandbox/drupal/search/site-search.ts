import type { SandboxDatabase } from '../../storage/database';
import { DEFAULT_LANGCODE } from '../content-language';
import type { RowWindow } from '../views/view-display';
import { refreshSearchIndex } from './refresh-search-index';
import type { SearchKind } from './search-document';
import { inColumns, toAnyWordExpression, toMatchExpression } from './search-keys';
import { foundComment } from './search-comment';
import { preparedOnce } from './prepared-once';
import { readsDiscussions } from '../discussion-access';

/** A found node with its excerpt: escaped text, matches in `<strong>`. */
export interface SearchHit {
  kind: SearchKind;
  nid: number;
  title: string;
  path: string;
  created: string;
  excerpt: string;
  /** The topic's comment the excerpt comes from, when its words were found there; null otherwise. */
  comment: { cid: number; author: string } | null;
}

// Control characters cannot be in stored text's words, so they mark FTS5's matches until the text is escaped.
const OPEN = '\u0001';
const CLOSE = '\u0002';

/** A node's own words: all anyone but a reader of the discussions may find a node by. */
const OWN_WORDS = ['title', 'body'] as const;

/**
 * One entry per node, in the language asked for: its translation there, else its original, as a view whose
 * rendering language is the content language shows it (docs/search.md).
 */
const IN_LANGUAGE = `(langcode = @language OR (original = 1 AND nid NOT IN
  (SELECT nid FROM node_translations WHERE langcode = @language)))`;

/**
 * Node access, as Drupal's would filter it, one rule with reading (discussion-access.ts): a reader of the
 * working groups' discussions (a member of the association) may read every group's topics, so finds every node
 * by all its words, a topic's comments' included (`@allWords`); anyone else finds no topic, and every other node
 * by its own words only (`@ownWords`, their comments column being empty anyway).
 */
const found = (columns: string, readsDiscussions: boolean) =>
  readsDiscussions
    ? `SELECT ${columns} FROM search_index WHERE search_index MATCH @allWords AND ${IN_LANGUAGE}`
    : `SELECT ${columns} FROM search_index WHERE search_index MATCH @ownWords
        AND ${IN_LANGUAGE} AND kind <> 'topic'`;

/** The title weighs ten times the text and the comments; among equals the newer node, then the lower nid. */
const selectHits = (readsDiscussions: boolean) => `SELECT kind, nid, title, path, created, excerpt
    FROM (${found(
      `kind, nid, title, path, created, bm25(search_index, 10.0, 1.0, 1.0) AS score,
        snippet(search_index, 1, char(1), char(2), '…', 24) AS excerpt`,
      readsDiscussions,
    )})
  ORDER BY score, created DESC, nid LIMIT @limit OFFSET @offset`;

const countHits = (readsDiscussions: boolean) => `SELECT COUNT(*) FROM (${found('nid', readsDiscussions)})`;

type FoundRow = Omit<SearchHit, 'comment'>;

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
  const allWords = toMatchExpression(keys);
  const anyWord = toAnyWordExpression(keys);
  if (allWords === null || anyWord === null) return { rows: [], total: 0 };
  refreshSearchIndex(db);
  const ownWords = inColumns(OWN_WORDS, allWords);
  const reader = readsDiscussions(db, uid);
  const query = reader ? { allWords, language } : { ownWords, language };
  const rows = preparedOnce(db, selectHits(reader)).all({ ...query, ...window }) as FoundRow[];
  const total = preparedOnce(db, countHits(reader)).pluck().get(query) as number;
  const excerptOf = (hit: FoundRow) => withExcerpt(db, hit, reader, { allWords, anyWord });
  return { rows: rows.map(excerptOf), total };
}

/**
 * The hit with its excerpt: the node's own text where that holds a match; else, for a reader of the
 * discussions, the topic's comment that does (the hit then names it); else the text's start.
 */
function withExcerpt(
  db: SandboxDatabase,
  hit: FoundRow,
  readsDiscussions: boolean,
  words: { allWords: string; anyWord: string },
): SearchHit {
  const comment =
    readsDiscussions && hit.kind === 'topic' && !hit.excerpt.includes(OPEN)
      ? foundComment(db, hit.nid, words, { open: OPEN, close: CLOSE })
      : undefined;
  if (!comment) return { ...hit, excerpt: highlight(hit.excerpt), comment: null };
  return { ...hit, excerpt: highlight(comment.cut), comment: { cid: comment.cid, author: comment.author } };
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
