import type { SandboxDatabase } from '../../storage/database';

export interface FloodRule {
  event: string;
  limit: number;
  windowMs: number;
}

export function isFloodBlocked(
  db: SandboxDatabase,
  rule: FloodRule,
  identifier: string,
  now = Date.now(),
): boolean {
  const row = db
    .prepare('SELECT COUNT(*) AS count FROM flood WHERE event = ? AND identifier = ? AND timestamp > ?')
    .get(rule.event, identifier, now - rule.windowMs) as { count: number };
  return row.count >= rule.limit;
}

export function registerFailure(db: SandboxDatabase, rule: FloodRule, identifier: string, now = Date.now()) {
  db.prepare('INSERT INTO flood (event, identifier, timestamp) VALUES (?, ?, ?)').run(
    rule.event,
    identifier,
    now,
  );
}

export function clearFailures(db: SandboxDatabase, rule: FloodRule, identifier: string): void {
  db.prepare('DELETE FROM flood WHERE event = ? AND identifier = ?').run(rule.event, identifier);
}

export function clearAllFailures(db: SandboxDatabase): void {
  db.prepare('DELETE FROM flood').run();
}
