import { randomToken } from '../host/tokens';
import type { SandboxDatabase } from '../storage/database';

export interface MembershipSession {
  id: string;
  validToken: string;
}

const HOUR_MS = 3_600_000;

export function createMembershipSession(
  db: SandboxDatabase,
  uid: number,
  validityHours: number,
  now = Date.now(),
): MembershipSession {
  const session = { id: randomToken(24), validToken: randomToken(16) };
  db.prepare(
    `INSERT INTO membership_sessions (id, uid, valid_token, created, valid_until)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(session.id, uid, session.validToken, now, now + validityHours * HOUR_MS);
  return session;
}

export function isMembershipSessionValid(db: SandboxDatabase, id: string, now = Date.now()): boolean {
  const row = db
    .prepare('SELECT 1 FROM membership_sessions WHERE id = ? AND expired = 0 AND valid_until > ?')
    .get(id, now);
  return row !== undefined;
}

export function endMembershipSession(db: SandboxDatabase, id: string): void {
  db.prepare('UPDATE membership_sessions SET expired = 1 WHERE id = ?').run(id);
}

/** Expires every membership session, or only those of one user. */
export function expireMembershipSessions(db: SandboxDatabase, uid?: number): void {
  if (uid === undefined) db.prepare('UPDATE membership_sessions SET expired = 1').run();
  else db.prepare('UPDATE membership_sessions SET expired = 1 WHERE uid = ?').run(uid);
}
