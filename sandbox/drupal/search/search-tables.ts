import type { SandboxDatabase } from '../../storage/database';
import { createTable, type TableDefinition } from '../../storage/table';

/** The content tables whose rows feed the index, each with the column naming its node. */
const SOURCES = [
  ['nodes', 'nid'],
  ['page_details', 'nid'],
  ['conference_details', 'nid'],
  ['group_topics', 'nid'],
  ['node_translations', 'nid'],
  // A comment written, edited or removed changes its topic's words (core reindexes the node: comment_update).
  ['topic_comments', 'nid'],
] as const;

const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

/** The triggers below by name, so a later migration can take them down with the index. */
export const SEARCH_TRIGGERS = SOURCES.flatMap(([table]) =>
  EVENTS.map((event) => `search_stale_${table}_${event.toLowerCase()}`),
);

/**
 * A write to a source notes its node as stale in the same statement's transaction: plain SQL, so every
 * write from any connection (seeds, routes, a test's own) keeps the index in step. The text itself is read
 * in JavaScript (HTML to words) before the next search: refresh-search-index.ts.
 */
const staleTriggers = SOURCES.flatMap(([table, column]) =>
  EVENTS.map((event) => {
    const rows = { INSERT: ['NEW'], UPDATE: ['OLD', 'NEW'], DELETE: ['OLD'] }[event];
    const notes = rows.map((row) => `INSERT OR IGNORE INTO search_stale (nid) VALUES (${row}.${column});`);
    return `CREATE TRIGGER search_stale_${table}_${event.toLowerCase()} AFTER ${event} ON ${table}
      BEGIN ${notes.join(' ')} END;`;
  }),
);

const TOKENS = `tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'`;

/**
 * The site search's FTS5 index, one entry per node and language it exists in (its original, `original` 1,
 * and each translation), as a Search API index over translated content keeps them: `title`, `body` and a
 * topic's `comments` are searched (diacritics folded, so "Zurich" finds "Zürich"); the rest is carried for
 * the rows (a topic's `group_id` too, on which no reader's access turns since every member reads every group's
 * discussion). Prefix indexes make the prefix queries of short words
 * cheap.
 *
 * Beside it, `comment_search_index`: each comment's words (its body's, and its `subject`'s, which core's
 * search indexes with the rendered comment) under its cid (the rowid), with its topic's nid as
 * the one word of an indexed column (`topic`), so that a match within one topic's comments is an intersection
 * of two indexed lists rather than a scan: it tells which comment of a topic found by its comments holds the
 * words, for the hit's excerpt and address. Created only where missing, since migration 7 builds this
 * definition again over migration 6's.
 */
export const SEARCH_TABLES: TableDefinition = {
  name: 'search_index',
  sql: `CREATE VIRTUAL TABLE search_index USING fts5(
      title, body, comments, kind UNINDEXED, nid UNINDEXED, group_id UNINDEXED, path UNINDEXED,
      created UNINDEXED, langcode UNINDEXED, original UNINDEXED, ${TOKENS}
    );
    CREATE VIRTUAL TABLE IF NOT EXISTS comment_search_index USING fts5(body, subject, topic, ${TOKENS});
    CREATE TABLE search_stale (nid INTEGER PRIMARY KEY);
    ${staleTriggers.join('\n')}`,
  seed: noteEveryNode,
};

/** Every node there is goes into the index with the next search. */
function noteEveryNode(db: SandboxDatabase): void {
  db.exec(`INSERT OR IGNORE INTO search_stale (nid)
    SELECT nid FROM nodes UNION SELECT nid FROM group_topics`);
}

/**
 * Takes the index down with its triggers and builds it again from this definition, every node noted for the
 * next search: how a migration gives an existing database a changed index.
 */
export function rebuildSearchTables(db: SandboxDatabase): void {
  for (const trigger of SEARCH_TRIGGERS) db.exec(`DROP TRIGGER IF EXISTS ${trigger}`);
  db.exec(`DROP TABLE IF EXISTS search_index; DROP TABLE IF EXISTS comment_search_index;
    DROP TABLE IF EXISTS search_stale;`);
  createTable(db, SEARCH_TABLES);
}
