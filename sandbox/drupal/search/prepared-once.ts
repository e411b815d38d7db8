import type { Statement } from 'better-sqlite3';
import type { SandboxDatabase } from '../../storage/database';

const prepared = new WeakMap<SandboxDatabase, Map<string, Statement>>();

/**
 * `sql` prepared once per database: a search takes about a millisecond, of which compiling its statements
 * afresh would be a good part.
 */
export function preparedOnce(db: SandboxDatabase, sql: string): Statement {
  const statements = prepared.get(db) ?? new Map<string, Statement>();
  prepared.set(db, statements);
  const statement = statements.get(sql) ?? db.prepare(sql);
  statements.set(sql, statement);
  return statement;
}
