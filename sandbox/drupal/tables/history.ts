import type { SandboxDatabase } from '../../storage/database';

/** The history module's table: when each user last read each node, in unix seconds. */

export function recordRead(db: SandboxDatabase, uid: number, nid: number, timestamp: number): void {
  db.prepare(
    `INSERT INTO history (uid, nid, timestamp) VALUES (?, ?, ?)
     ON CONFLICT (uid, nid) DO UPDATE SET timestamp = excluded.timestamp`,
  ).run(uid, nid, timestamp);
}

/**
 * The user's last read of each node named, 0 for one never read or no node at all, each id once, in the order
 * first named (as core's history_read_multiple). The ids are compared as the database compares them with its
 * numbers: `1` and `01` name node 1, `abc` none.
 */
export function readTimestamps(
  db: SandboxDatabase,
  uid: number,
  ids: readonly string[],
): Map<string, number> {
  const read = db.prepare('SELECT timestamp FROM history WHERE uid = ? AND nid = ?');
  return new Map(
    [...new Set(ids)].map((id) => [
      id,
      (read.get(uid, id) as { timestamp: number } | undefined)?.timestamp ?? 0,
    ]),
  );
}

/** A Drupal time (ISO 8601) in unix seconds, as the history and statistics tables keep them. */
export const unixSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);
