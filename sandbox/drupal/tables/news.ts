import type { SandboxDatabase } from '../../storage/database';
import { toNode, type NodeRecord, type NodeRow } from './nodes';

/** Each list, when given, keeps the items carrying at least one of its term ids. */
export interface NewsFilter {
  categoryTids?: readonly number[];
  tagTids?: readonly number[];
}

export interface NewsOrder {
  column: 'created' | 'title' | 'nid';
  direction: 'ASC' | 'DESC';
}

export function countNews(db: SandboxDatabase, filter: NewsFilter): number {
  const { where, params } = newsConditions(filter);
  const row = db.prepare(`SELECT COUNT(*) AS count FROM nodes n WHERE ${where}`).get(...params) as {
    count: number;
  };
  return row.count;
}

export function listNews(
  db: SandboxDatabase,
  filter: NewsFilter,
  order: NewsOrder,
  limit: number,
  offset: number,
): NodeRecord[] {
  const { where, params } = newsConditions(filter);
  const rows = db
    .prepare(
      `SELECT n.* FROM nodes n WHERE ${where}
       ORDER BY n.${order.column} ${order.direction}, n.nid ${order.direction} LIMIT ? OFFSET ?`,
    )
    .all(...params, limit, offset) as NodeRow[];
  return rows.map(toNode);
}

function newsConditions(filter: NewsFilter): { where: string; params: number[] } {
  const clauses = ["n.type = 'news'"];
  const params: number[] = [];
  const byVocabulary = [
    ['news', filter.categoryTids],
    ['tags', filter.tagTids],
  ] as const;
  for (const [vocabulary, tids] of byVocabulary) {
    if (!tids) continue;
    // Restricting to the vocabulary keeps a tag id in the category filter from matching.
    clauses.push(
      `n.nid IN (SELECT nt.nid FROM node_terms nt JOIN terms t ON t.tid = nt.tid
        WHERE t.vocabulary = '${vocabulary}' AND nt.tid IN (${tids.map(() => '?').join(', ')}))`,
    );
    params.push(...tids);
  }
  return { where: clauses.join(' AND '), params };
}
