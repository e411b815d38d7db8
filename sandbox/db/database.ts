import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { createSchema } from './schema';
import { seedDatabase } from './seed';

export type SandboxDatabase = Database.Database;

/**
 * Opens the sandbox's SQLite file, creating folder, file and tables when missing. Seed data goes in
 * only while the users table is empty, so whatever happened in a previous run survives a restart.
 */
export function openSandboxDatabase(file: string): SandboxDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  createSchema(db);
  if (isUnseeded(db)) db.transaction(() => seedDatabase(db))();
  return db;
}

function isUnseeded(db: SandboxDatabase): boolean {
  const row = db.prepare('SELECT COUNT(*) AS count FROM users').get() as { count: number };
  return row.count === 0;
}
