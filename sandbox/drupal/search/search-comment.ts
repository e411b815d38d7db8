import type { SandboxDatabase } from '../../storage/database';
import { inColumns, ofTopic } from './search-keys';
import { preparedOnce } from './prepared-once';

/** The comment a topic was found by, its cut text (FTS5's match markers still in) and who wrote it. */
export interface FoundComment {
  cid: number;
  author: string;
  cut: string;
}

/**
 * The first comment, in the order they were written, of those `@match` finds; its cut is `snippet()`'s with
 * `@open` and `@close` around each match, from its body, or from its subject where only that holds them. The comments' own index answers (search-tables.ts), in rowid order,
 * so the search stops at the first: no comment's HTML is read, and a topic of thousands of comments costs
 * no more than one of two.
 */
const FIRST_COMMENT = `SELECT s.rowid AS cid, u.first_name || ' ' || u.last_name AS author,
    snippet(comment_search_index, -1, @open, @close, '…', 24) AS cut
  FROM comment_search_index s JOIN topic_comments c ON c.cid = s.rowid JOIN users u ON u.uid = c.uid
  WHERE comment_search_index MATCH @match ORDER BY s.rowid LIMIT 1`;

/**
 * The comment of topic `nid` a hit names: the first holding every word (`allWords`), else the first holding
 * any (`anyWord`), when the words lie in the title and several comments.
 */
export function foundComment(
  db: SandboxDatabase,
  nid: number,
  { allWords, anyWord }: { allWords: string; anyWord: string },
  markers: { open: string; close: string },
): FoundComment | undefined {
  const first = preparedOnce(db, FIRST_COMMENT);
  const inTopic = (words: string) => `${ofTopic(nid)} AND ${inColumns(['body', 'subject'], words)}`;
  return (first.get({ match: inTopic(allWords), ...markers }) ??
    first.get({ match: inTopic(anyWord), ...markers })) as FoundComment | undefined;
}
