import type { SandboxDatabase } from '../../storage/database';
import { searchDocumentsOf } from './search-document';

/**
 * Reads the nodes that writes have noted as stale (search-tables.ts) into the index, an entry per language:
 * a changed node replaces its entries, a deleted one leaves none. Cheap when nothing changed, so every search
 * calls it first.
 */
export function refreshSearchIndex(db: SandboxDatabase): void {
  const stale = db.prepare('SELECT nid FROM search_stale').pluck().all() as number[];
  if (stale.length === 0) return;
  const remove = db.prepare('DELETE FROM search_index WHERE nid = ?');
  const insert = db.prepare(
    `INSERT INTO search_index (title, body, kind, nid, path, created, langcode, original)
     VALUES (@title, @body, @kind, @nid, @path, @created, @langcode, @original)`,
  );
  const done = db.prepare('DELETE FROM search_stale WHERE nid = ?');
  db.transaction(() => {
    for (const nid of stale) {
      remove.run(nid);
      for (const document of searchDocumentsOf(db, nid)) insert.run(document);
      done.run(nid);
    }
  })();
}
