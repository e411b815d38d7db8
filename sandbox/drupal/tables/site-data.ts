import type { TimelineEntry } from '../../demo-data/timeline';
import type { SandboxDatabase } from '../../storage/database';

/** Menus, the timeline and editable variables: documents the content system serves as they are. */

export function listTimeline(db: SandboxDatabase): (TimelineEntry & { id: number })[] {
  const rows = db.prepare('SELECT * FROM timeline_entries ORDER BY id').all() as {
    id: number;
    title: string;
    text: string;
    date: string;
    tags: string;
  }[];
  return rows.map((row) => ({ ...row, tags: JSON.parse(row.tags) as string[] }));
}

export function insertTimelineEntry(db: SandboxDatabase, entry: TimelineEntry): void {
  db.prepare('INSERT INTO timeline_entries (title, text, date, tags) VALUES (?, ?, ?, ?)').run(
    entry.title,
    entry.text,
    entry.date,
    JSON.stringify(entry.tags),
  );
}

export function findMenu(db: SandboxDatabase, name: string): unknown[] | undefined {
  return readJson<unknown[]>(db.prepare('SELECT items AS json FROM menus WHERE name = ?').get(name));
}

export function saveMenu(db: SandboxDatabase, name: string, items: unknown[]): void {
  db.prepare('INSERT OR REPLACE INTO menus (name, items) VALUES (?, ?)').run(name, JSON.stringify(items));
}

export function findEditableVar(db: SandboxDatabase, name: string): unknown {
  return readJson<unknown>(db.prepare('SELECT value AS json FROM editable_vars WHERE name = ?').get(name));
}

export function saveEditableVar(db: SandboxDatabase, name: string, value: unknown): void {
  db.prepare('INSERT OR REPLACE INTO editable_vars (name, value) VALUES (?, ?)').run(
    name,
    JSON.stringify(value),
  );
}

function readJson<T>(row: unknown): T | undefined {
  return row === undefined ? undefined : (JSON.parse((row as { json: string }).json) as T);
}
