import type { SandboxDatabase } from '../../storage/database';
import { commentSearchDocuments, searchDocumentsOf } from './search-document';
import { ofTopic } from './search-keys';

/**
 * Reads the nodes that writes have noted as stale (search-tables.ts) into the index, an entry per language,
 * and a topic's comments into the comments' index, an entry per comment: a changed node replaces its
 * entries, a deleted one leaves none. Cheap when nothing changed, so every search calls it first.
 */
export function refreshSearchIndex(db: SandboxDatabase): void {
  const stale = db.prepare('SELECT nid FROM search_stale').pluck().all() as number[];
  if (stale.length === 0) return;
  const remove = db.prepare('DELETE FROM search_index WHERE nid = ?');
  const removeComments = db.prepare(
    `DELETE FROM comment_search_index WHERE rowid IN
      (SELECT rowid FROM comment_search_index WHERE comment_search_index MATCH ?)`,
  );
  const insert = db.prepare(
    `INSERT INTO search_index (title, body, comments, kind, nid, group_id, path, created, langcode, original)
     VALUES (@title, @body, @comments, @kind, @nid, @groupId, @path, @created, @langcode, @original)`,
  );
  const insertComment = db.prepare(
    'INSERT INTO comment_search_index (rowid, body, subject, topic) VALUES (@cid, @body, @subject, @nid)',
  );
  const done = db.prepare('DELETE FROM search_stale WHERE nid = ?');
  db.transaction(() => {
    for (const nid of stale) {
      remove.run(nid);
      removeComments.run(ofTopic(nid));
      const comments = commentSearchDocuments(db, nid);
      const documents = searchDocumentsOf(db, nid, comments);
      for (const document of documents) insert.run(document);
      // A topic's comments only while the topic is there: a removed topic's comments are never found.
      if (documents[0]?.kind === 'topic') for (const comment of comments) insertComment.run(comment);
      done.run(nid);
    }
  })();
}
