import type { SandboxDatabase } from '../../storage/database';

/** The history module's table: when each user last read each node, in unix seconds. */

export function recordRead(db: SandboxDatabase, uid: number, nid: number, timestamp: number): void {
  db.prepare(
    `INSERT INTO history (uid, nid, timestamp) VALUES (?, ?, ?)
     ON CONFLICT (uid, nid) DO UPDATE SET timestamp = excluded.timestamp`,
  ).run(uid, nid, timestamp);
}

/** The user's last read of each node, 0 for a node never read (as core's HistoryController answers). */
export function readTimestamps(
  db: SandboxDatabase,
  uid: number,
  nids: readonly number[],
): Map<number, number> {
  const read = db.prepare('SELECT timestamp FROM history WHERE uid = ? AND nid = ?');
  return new Map(
    nids.map((nid) => [nid, (read.get(uid, nid) as { timestamp: number } | undefined)?.timestamp ?? 0]),
  );
}

/** A Drupal time (ISO 8601) in unix seconds, as the history and statistics tables keep them. */
export const unixSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);
