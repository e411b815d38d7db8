import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SandboxDatabase } from './sandbox-database';

/**
 * The sandbox's schema evolves by numbered migrations, and `PRAGMA user_version` records the last one a
 * database has had, so an existing `sandbox.sqlite` keeps its data and gains what later code adds.
 *
 * To add one, create ONE file in `sandbox/storage/migrations/`, named with the next number and what it does
 * (`0003-working-groups.ts`), exporting `migration: MigrationStep`. It is found by its name; nothing
 * else needs editing. A migration that creates tables creates each through `createTable` (table.ts),
 * which seeds the new table with its demo rows. Never edit a migration that has shipped: a database
 * that already had it will not run it again. Change things in a new one.
 */
export interface MigrationStep {
  /** What it changes, for error messages and the reader. */
  description: string;
  /** Runs inside a transaction with the version update, so it applies completely or not at all. */
  up(db: SandboxDatabase): void;
}

export interface Migration extends MigrationStep {
  version: number;
}

const MIGRATIONS_DIRECTORY = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{4})-[a-z0-9-]+\.ts$/;

/** Every migration in the folder, by the number its file name starts with. */
export async function loadMigrations(directory = MIGRATIONS_DIRECTORY): Promise<Migration[]> {
  const files = readdirSync(directory)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(`${directory}${file}`).href)) as {
        migration: MigrationStep;
      };
      return { ...module.migration, version: Number(file.slice(0, 4)) };
    }),
  );
}

/** Brings a database from its recorded version to the last migration, one transaction per migration. */
export function migrate(db: SandboxDatabase, migrations: readonly Migration[]): void {
  const versions = migrations.map((migration) => migration.version);
  if (versions.some((version, index) => version !== index + 1)) {
    throw new Error(`Sandbox migrations must be numbered 1, 2, 3, … without gaps or repeats: ${versions}.`);
  }
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `The sandbox database is at version ${current}, newer than this code (${migrations.length}). ` +
        'Run `npm run sandbox:reset`, or update the code.',
    );
  }
  for (const migration of migrations.slice(current)) {
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}
