import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { SandboxDatabase } from '../../sandbox/storage/database';
import { migration as initialSchema } from '../../sandbox/storage/migrations/0001-initial-schema';
import { loadMigrations, migrate, type Migration } from '../../sandbox/storage/migrations';
import { createSession } from '../../sandbox/drupal/tables/sessions';
import { createTable } from '../../sandbox/storage/table';

const step = (version: number, up: (db: SandboxDatabase) => void): Migration => ({
  version,
  description: `step ${version}`,
  up,
});
const versionOf = (db: SandboxDatabase) => db.pragma('user_version', { simple: true });
const count = (db: SandboxDatabase, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

const letters = createTableStep(1, 'letters', () => ['a', 'b']);
function createTableStep(version: number, name: string, rows: () => string[]) {
  return step(version, (db) =>
    createTable(db, {
      name,
      sql: `CREATE TABLE ${name} (value TEXT)`,
      seed: () => rows().forEach((value) => db.prepare(`INSERT INTO ${name} VALUES (?)`).run(value)),
    }),
  );
}

describe('sandbox migrations', () => {
  const databases: SandboxDatabase[] = [];
  const open = () => {
    const db = new Database(':memory:');
    databases.push(db);
    return db;
  };
  afterEach(() => databases.splice(0).forEach((db) => db.close()));

  it('applies the pending migrations in order, each table seeded once, and records the version', () => {
    const db = open();
    migrate(db, [letters]);
    const withDigits = [letters, createTableStep(2, 'digits', () => ['1'])];
    migrate(db, withDigits);
    migrate(db, withDigits);
    expect(versionOf(db)).toBe(2);
    expect([count(db, 'letters'), count(db, 'digits')]).toEqual([2, 1]);
  });

  it('leaves a table that already exists as it is, without seeding it again', () => {
    const db = open();
    db.exec("CREATE TABLE letters (value TEXT); INSERT INTO letters VALUES ('kept')");
    migrate(db, [letters]);
    expect(db.prepare('SELECT value FROM letters').all()).toEqual([{ value: 'kept' }]);
  });

  it('rolls a failing migration back completely, version included', () => {
    const db = open();
    const failing = step(2, (inner) => {
      inner.exec('CREATE TABLE half (x)');
      throw new Error('boom');
    });
    expect(() => migrate(db, [letters, failing])).toThrow('boom');
    expect(versionOf(db)).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
  });

  it('refuses gaps or repeats in the numbering, and a database newer than the code', () => {
    expect(() => migrate(open(), [letters, step(3, () => {})])).toThrow(/without gaps or repeats/);
    expect(() => migrate(open(), [letters, step(1, () => {})])).toThrow(/without gaps or repeats/);
    const newer = open();
    newer.pragma('user_version = 5');
    expect(() => migrate(newer, [letters])).toThrow(/newer than this code/);
  });

  it('finds the migration files by their numbers', async () => {
    const migrations = await loadMigrations();
    expect(migrations.map((migration) => migration.version)).toEqual(migrations.map((_, index) => index + 1));
    expect(migrations.length).toBeGreaterThanOrEqual(2);
    expect(migrations.every((migration) => typeof migration.up === 'function')).toBe(true);
  });

  it('gives migration 1 every table of the schema from before, seeded', () => {
    const db = open();
    initialSchema.up(db);
    expect(count(db, 'users')).toBe(8);
    expect(count(db, 'conference_details')).toBe(13);
    expect(createSession(db, 7).uid).toBe(7);
  });
});
