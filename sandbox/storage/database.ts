import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { loadMigrations, migrate } from './migrations';
import type { SandboxDatabase } from './sandbox-database';

export type { SandboxDatabase } from './sandbox-database';

/**
 * Opens the sandbox's SQLite file, creating folder and file when missing, and brings it to the latest
 * migration (migrations.ts): a new file gets every table with its demo rows, an existing one keeps
 * whatever happened in earlier runs and gains only what it lacks.
 */
export async function openSandboxDatabase(file: string): Promise<SandboxDatabase> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    migrate(db, await loadMigrations());
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
