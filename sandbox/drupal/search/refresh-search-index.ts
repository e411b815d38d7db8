import type { SandboxDatabase } from '../../storage/database';
import { searchDocumentOf } from './search-document';

/**
 * Reads the nodes that writes have noted as stale (search-tables.ts) into the index, each by its nid as the
 * FTS5 rowid: a changed node replaces its entry, a deleted one leaves none. Cheap when nothing changed, so
 * every search calls it first.
 */
export function refreshSearchIndex(db: SandboxDatabase): void {
  const stale = db.prepare('SELECT nid FROM search_stale').pluck().all() as number[];
  if (stale.length === 0) return;
  const remove = db.prepare('DELETE FROM search_index WHERE rowid = ?');
  const insert = db.prepare(
    `INSERT INTO search_index (rowid, title, body, kind, nid, path, created)
     VALUES (@nid, @title, @body, @kind, @nid, @path, @created)`,
  );
  const done = db.prepare('DELETE FROM search_stale WHERE nid = ?');
  db.transaction(() => {
    for (const nid of stale) {
      remove.run(nid);
      const document = searchDocumentOf(db, nid);
      if (document) insert.run(document);
      done.run(nid);
    }
  })();
}
