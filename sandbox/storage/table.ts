import type { SandboxDatabase } from './database';

export interface TableDefinition {
  /** The table whose existence decides; the SQL may create companion tables and indexes with it. */
  name: string;
  sql: string;
  /** Fills the new table with its demo rows. */
  seed?: (db: SandboxDatabase) => void;
}

/**
 * Creates a table and seeds it, each table on its own: a database gains a new table together with its
 * demo rows. A table that exists already is left as it is, data and all; this is how migration 1 meets
 * a database from before migrations were numbered (user_version 0, every table in place).
 */
export function createTable(db: SandboxDatabase, table: TableDefinition): void {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table.name);
  if (exists) return;
  db.exec(table.sql);
  table.seed?.(db);
}
