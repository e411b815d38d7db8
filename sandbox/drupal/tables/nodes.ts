import type { SandboxDatabase } from '../../storage/database';

export type NodeType = 'page' | 'news' | 'conference';

/** What every node has, whatever its type. */
export interface NodeRecord {
  nid: number;
  uuid: string;
  type: NodeType;
  title: string;
  pathAlias: string;
  /** ISO 8601 with +00:00. */
  created: string;
  /** Processed HTML. */
  body: string;
  summary: string;
  imageFile: string | null;
  imageAlt: string;
}

export interface NodeRow {
  nid: number;
  uuid: string;
  type: NodeType;
  title: string;
  path_alias: string;
  created: string;
  body: string;
  summary: string;
  image_file: string | null;
  image_alt: string;
}

export function toNode(row: NodeRow): NodeRecord {
  return {
    nid: row.nid,
    uuid: row.uuid,
    type: row.type,
    title: row.title,
    pathAlias: row.path_alias,
    created: row.created,
    body: row.body,
    summary: row.summary,
    imageFile: row.image_file,
    imageAlt: row.image_alt,
  };
}

export function findNodeByPath(db: SandboxDatabase, path: string): NodeRecord | undefined {
  const row = db.prepare('SELECT * FROM nodes WHERE path_alias = ?').get(path) as NodeRow | undefined;
  return row && toNode(row);
}

/** A node's new title, as an editor saves it; false when no node lives at `path`. */
export function retitleNode(db: SandboxDatabase, path: string, title: string): boolean {
  return db.prepare('UPDATE nodes SET title = ? WHERE path_alias = ?').run(title, path).changes > 0;
}

export function findNodeById(db: SandboxDatabase, nid: number): NodeRecord | undefined {
  const row = db.prepare('SELECT * FROM nodes WHERE nid = ?').get(nid) as NodeRow | undefined;
  return row && toNode(row);
}

export function listAllNodes(db: SandboxDatabase): NodeRecord[] {
  const rows = db.prepare('SELECT * FROM nodes ORDER BY type, created DESC').all() as NodeRow[];
  return rows.map(toNode);
}

export function insertNode(db: SandboxDatabase, node: NodeRecord): void {
  db.prepare(
    `INSERT INTO nodes (nid, uuid, type, title, path_alias, created, body, summary, image_file, image_alt)
     VALUES (@nid, @uuid, @type, @title, @pathAlias, @created, @body, @summary, @imageFile, @imageAlt)`,
  ).run(node);
}

export interface PageDetails {
  metaDescription: string;
  /** field_para_multi, exactly as served. */
  paragraphs: unknown[];
}

export function findPageDetails(db: SandboxDatabase, nid: number): PageDetails | undefined {
  const row = db.prepare('SELECT meta_description, paragraphs FROM page_details WHERE nid = ?').get(nid) as
    { meta_description: string; paragraphs: string } | undefined;
  return (
    row && { metaDescription: row.meta_description, paragraphs: JSON.parse(row.paragraphs) as unknown[] }
  );
}

export function insertPageDetails(db: SandboxDatabase, nid: number, details: PageDetails): void {
  db.prepare('INSERT INTO page_details (nid, meta_description, paragraphs) VALUES (?, ?, ?)').run(
    nid,
    details.metaDescription,
    JSON.stringify(details.paragraphs),
  );
}

export function updatePageParagraphs(db: SandboxDatabase, nid: number, paragraphs: unknown[]): void {
  db.prepare('UPDATE page_details SET paragraphs = ? WHERE nid = ?').run(JSON.stringify(paragraphs), nid);
}

/** What a sitemap needs of every node: where it lives and when it last changed (the sandbox keeps no `changed`). */
export function listNodePaths(db: SandboxDatabase): { path: string; changed: string }[] {
  return db.prepare('SELECT path_alias AS path, created AS changed FROM nodes ORDER BY nid').all() as {
    path: string;
    changed: string;
  }[];
}
