import type { Vocabulary } from '../../demo-data/vocabularies';
import type { SandboxDatabase } from '../../storage/database';

export interface Term {
  tid: number;
  uuid: string;
  vocabulary: Vocabulary;
  name: string;
  weight: number;
}

export function countTerms(db: SandboxDatabase, vocabulary: Vocabulary): number {
  const row = db.prepare('SELECT COUNT(*) AS count FROM terms WHERE vocabulary = ?').get(vocabulary) as {
    count: number;
  };
  return row.count;
}

export function listTerms(
  db: SandboxDatabase,
  vocabulary: Vocabulary,
  limit: number,
  offset: number,
): Term[] {
  return db
    .prepare('SELECT * FROM terms WHERE vocabulary = ? ORDER BY weight, name LIMIT ? OFFSET ?')
    .all(vocabulary, limit, offset) as Term[];
}

/** The terms of several nodes at once, keyed by nid (one query for a whole list page). */
export function termsOfNodes(db: SandboxDatabase, nids: readonly number[]): Map<number, Term[]> {
  const byNode = new Map<number, Term[]>(nids.map((nid) => [nid, []]));
  if (nids.length === 0) return byNode;
  const rows = db
    .prepare(
      `SELECT nt.nid, t.* FROM node_terms nt JOIN terms t ON t.tid = nt.tid
       WHERE nt.nid IN (${nids.map(() => '?').join(', ')}) ORDER BY t.weight, t.tid`,
    )
    .all(...nids) as (Term & { nid: number })[];
  for (const { nid, ...term } of rows) byNode.get(nid)?.push(term);
  return byNode;
}

export function insertTerm(db: SandboxDatabase, term: Term): void {
  db.prepare(
    'INSERT INTO terms (tid, uuid, vocabulary, name, weight) VALUES (@tid, @uuid, @vocabulary, @name, @weight)',
  ).run(term);
}

export function attachTerm(db: SandboxDatabase, nid: number, tid: number): void {
  db.prepare('INSERT INTO node_terms (nid, tid) VALUES (?, ?)').run(nid, tid);
}
