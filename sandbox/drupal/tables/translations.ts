import type { SandboxDatabase } from '../../storage/database';
import type { NodeRecord } from './nodes';

/**
 * Content translations as Drupal keeps them: a node's translatable fields per language beside the original
 * (content_translation), and menu link labels per language (menu_link_content is translatable too).
 */

export interface NodeTranslation {
  nid: number;
  langcode: string;
  title: string;
  /** Processed HTML (news, conferences); empty for a page, whose text is in its paragraphs. */
  body: string;
  summary: string;
  /** A page's field_para_multi in this language, exactly as served; null for other node types. */
  paragraphs: unknown[] | null;
}

interface NodeTranslationRow {
  nid: number;
  langcode: string;
  title: string;
  body: string;
  summary: string;
  paragraphs: string | null;
}

export function insertNodeTranslation(db: SandboxDatabase, translation: NodeTranslation): void {
  db.prepare(
    `INSERT INTO node_translations (nid, langcode, title, body, summary, paragraphs)
     VALUES (@nid, @langcode, @title, @body, @summary, @paragraphs)`,
  ).run({
    ...translation,
    paragraphs: translation.paragraphs === null ? null : JSON.stringify(translation.paragraphs),
  });
}

export function findNodeTranslation(
  db: SandboxDatabase,
  nid: number,
  langcode: string,
): NodeTranslation | undefined {
  const row = db
    .prepare('SELECT * FROM node_translations WHERE nid = ? AND langcode = ?')
    .get(nid, langcode) as NodeTranslationRow | undefined;
  return row && fromRow(row);
}

/** Every translation a node has, by language code. */
export function findNodeTranslations(db: SandboxDatabase, nid: number): NodeTranslation[] {
  const rows = db
    .prepare('SELECT * FROM node_translations WHERE nid = ? ORDER BY langcode')
    .all(nid) as NodeTranslationRow[];
  return rows.map(fromRow);
}

const fromRow = (row: NodeTranslationRow): NodeTranslation => ({
  ...row,
  paragraphs: row.paragraphs === null ? null : (JSON.parse(row.paragraphs) as unknown[]),
});

/** A node with its translated fields in place of the original's. */
export const withTranslation = (node: NodeRecord, translation: NodeTranslation): NodeRecord => ({
  ...node,
  title: translation.title,
  body: translation.body,
  summary: translation.summary,
});

export function insertMenuLabel(
  db: SandboxDatabase,
  label: { menu: string; label: string; langcode: string; translation: string },
): void {
  db.prepare(
    `INSERT INTO menu_label_translations (menu, label, langcode, translation)
     VALUES (@menu, @label, @langcode, @translation)`,
  ).run(label);
}

/** A menu's translated labels in a language, by their original label. */
export function menuLabelsIn(db: SandboxDatabase, menu: string, langcode: string): Map<string, string> {
  const rows = db
    .prepare('SELECT label, translation FROM menu_label_translations WHERE menu = ? AND langcode = ?')
    .all(menu, langcode) as { label: string; translation: string }[];
  return new Map(rows.map((row) => [row.label, row.translation]));
}
