import type Database from 'better-sqlite3';

/**
 * The sandbox's SQLite connection. Its own file, so migrations.ts can name it without importing
 * database.ts, which runs the migrations (no import cycle between the two).
 */
export type SandboxDatabase = Database.Database;
