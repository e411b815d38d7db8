import type { SandboxDatabase } from '../../storage/database';

/** The comment a topic was found by, its cut text (FTS5's match markers still in) and who wrote it. */
export interface FoundComment {
  cid: number;
  author: string;
  cut: string;
}

/**
 * The comment of topic `nid` that holds the most of the words (`anyWord`: any of them), the earlier one
 * among equals; its cut is `snippet()`'s with `open` and `close` around each match. The comments' own index
 * answers (search-tables.ts), so no comment's HTML is read during a search.
 */
const BEST_COMMENT = `SELECT s.rowid AS cid, u.first_name || ' ' || u.last_name AS author,
    snippet(comment_search_index, 0, @open, @close, '…', 24) AS cut
  FROM comment_search_index s JOIN topic_comments c ON c.cid = s.rowid JOIN users u ON u.uid = c.uid
  WHERE comment_search_index MATCH @anyWord AND s.nid = @nid
  ORDER BY bm25(comment_search_index), s.rowid LIMIT 1`;

export function foundComment(
  db: SandboxDatabase,
  nid: number,
  anyWord: string,
  markers: { open: string; close: string },
): FoundComment | undefined {
  return db.prepare(BEST_COMMENT).get({ nid, anyWord, ...markers }) as FoundComment | undefined;
}
