import type { SandboxDatabase } from '../../storage/database';

interface GroupRow {
  id: number;
  uuid: string;
  label: string;
  created: string;
  summary: string;
  description: string;
}

/** A working group as the Group module stores it, with its memberships and their group roles. */
export interface SandboxGroup extends GroupRow {
  members: { uid: number; roles: string[] }[];
}

export type GroupOrder = { column: 'label' | 'created'; direction: 'ASC' | 'DESC' };

export function insertGroup(db: SandboxDatabase, group: Omit<SandboxGroup, 'members'>): void {
  db.prepare(
    `INSERT INTO work_groups (id, uuid, label, created, summary, description)
     VALUES (@id, @uuid, @label, @created, @summary, @description)`,
  ).run(group);
}

/** Adds or keeps a membership; joining twice changes nothing (roles stay as they were). */
export function addMember(
  db: SandboxDatabase,
  groupId: number,
  uid: number,
  roles: readonly string[] = [],
): void {
  db.prepare('INSERT OR IGNORE INTO group_members (group_id, uid, roles) VALUES (?, ?, ?)').run(
    groupId,
    uid,
    JSON.stringify(roles),
  );
}

export function removeMember(db: SandboxDatabase, groupId: number, uid: number): void {
  db.prepare('DELETE FROM group_members WHERE group_id = ? AND uid = ?').run(groupId, uid);
}

export function isGroupMember(db: SandboxDatabase, groupId: number, uid: number): boolean {
  return (
    db.prepare('SELECT 1 FROM group_members WHERE group_id = ? AND uid = ?').get(groupId, uid) !== undefined
  );
}

/** Whether the user belongs to any group at all (and so may post to one). */
export function isInAnyGroup(db: SandboxDatabase, uid: number): boolean {
  return db.prepare('SELECT 1 FROM group_members WHERE uid = ? LIMIT 1').get(uid) !== undefined;
}

export function countGroups(db: SandboxDatabase): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM work_groups').get() as { n: number }).n;
}

/** Sorted as asked, ties broken by id so pages never overlap. */
export function listGroups(
  db: SandboxDatabase,
  order: GroupOrder,
  limit: number,
  offset: number,
): SandboxGroup[] {
  // Column and direction come from a fixed table (views/sort-order.ts), never from the request text.
  const rows = db
    .prepare(
      `SELECT * FROM work_groups ORDER BY ${order.column} COLLATE NOCASE ${order.direction}, id LIMIT ? OFFSET ?`,
    )
    .all(limit, offset) as GroupRow[];
  return rows.map((row) => withMembers(db, row));
}

export function findGroup(db: SandboxDatabase, id: number): SandboxGroup | undefined {
  const row = db.prepare('SELECT * FROM work_groups WHERE id = ?').get(id) as GroupRow | undefined;
  return row && withMembers(db, row);
}

function withMembers(db: SandboxDatabase, row: GroupRow): SandboxGroup {
  const members = db
    .prepare('SELECT uid, roles FROM group_members WHERE group_id = ? ORDER BY rowid')
    .all(row.id) as { uid: number; roles: string }[];
  return {
    ...row,
    members: members.map(({ uid, roles }) => ({ uid, roles: JSON.parse(roles) as string[] })),
  };
}
