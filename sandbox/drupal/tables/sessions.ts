import { randomToken } from '../../host/tokens';
import type { SandboxDatabase } from '../../storage/database';

/** A logged-in content-system session; anonymous visitors have none. */
export interface CmsSession {
  id: string;
  uid: number;
  csrfToken: string;
  logoutToken: string;
}

/** Drupal's default session.gc_maxlifetime: a session unused this long is gone. */
const IDLE_LIFETIME_MS = 200_000 * 1000;

interface SessionRow {
  id: string;
  uid: number;
  csrf_token: string;
  logout_token: string;
}

export function createSession(db: SandboxDatabase, uid: number, now = Date.now()): CmsSession {
  const session = { id: randomToken(), uid, csrfToken: randomToken(), logoutToken: randomToken() };
  db.prepare(
    `INSERT INTO sessions (id, uid, csrf_token, logout_token, created, accessed)
     VALUES (@id, @uid, @csrfToken, @logoutToken, @now, @now)`,
  ).run({ ...session, now });
  return session;
}

/** The session behind a cookie value, when it exists, was not expired and was used recently. */
export function findActiveSession(
  db: SandboxDatabase,
  id: string | undefined,
  now = Date.now(),
): CmsSession | undefined {
  if (!id) return undefined;
  const row = db
    .prepare('SELECT * FROM sessions WHERE id = ? AND expired = 0 AND accessed > ?')
    .get(id, now - IDLE_LIFETIME_MS) as SessionRow | undefined;
  if (!row) return undefined;
  return { id: row.id, uid: row.uid, csrfToken: row.csrf_token, logoutToken: row.logout_token };
}

export function touchSession(db: SandboxDatabase, id: string, now = Date.now()): void {
  db.prepare('UPDATE sessions SET accessed = ? WHERE id = ?').run(now, id);
}

export function expireSession(db: SandboxDatabase, id: string): void {
  db.prepare('UPDATE sessions SET expired = 1 WHERE id = ?').run(id);
}

/** Expires every session, or only those of one user. */
export function expireSessions(db: SandboxDatabase, uid?: number): void {
  if (uid === undefined) db.prepare('UPDATE sessions SET expired = 1').run();
  else db.prepare('UPDATE sessions SET expired = 1 WHERE uid = ?').run(uid);
}
