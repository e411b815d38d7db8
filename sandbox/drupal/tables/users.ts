import { ROLE_NAMES, type RoleName } from '../../demo-data/accounts';
import type { SandboxDatabase } from '../../storage/database';

export interface SandboxUser {
  uid: number;
  uuid: string;
  name: string;
  mail: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  roles: RoleName[];
  isMember: boolean;
  /** The live content system sends `is_member` as the string "true" for some accounts. */
  isMemberAsText: boolean;
  blocked: boolean;
  membershipLocked: boolean;
  /** ISO 8601 with +00:00. */
  created: string;
}

interface UserRow {
  uid: number;
  uuid: string;
  name: string;
  mail: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  roles: string;
  is_member: number;
  is_member_as_text: number;
  blocked: number;
  membership_locked: number;
  created: string;
}

export function findUserById(db: SandboxDatabase, uid: number): SandboxUser | undefined {
  const row = db.prepare('SELECT * FROM users WHERE uid = ?').get(uid) as UserRow | undefined;
  return row && toUser(row);
}

export function findUserByMail(db: SandboxDatabase, mail: string): SandboxUser | undefined {
  const row = db.prepare('SELECT * FROM users WHERE mail = ?').get(mail.trim()) as UserRow | undefined;
  return row && toUser(row);
}

/**
 * The account a login `name` names, as Drupal 10.3+ with the mail_login module looks it up (its
 * `lookupAccount`): an identifier that looks like an e-mail address is matched against e-mail addresses
 * only, anything else against user names only. Never both, and nothing trimmed: a user name containing
 * `@` cannot log in by name, and an unknown address does not fall back to names. (mail_login asks PHP's
 * FILTER_VALIDATE_EMAIL; the sandbox's test is simpler.) Stock core would match user names only.
 */
export function findUserByLogin(db: SandboxDatabase, login: string): SandboxUser | undefined {
  const column = EMAIL_LIKE.test(login) ? 'mail' : 'name';
  const row = db.prepare(`SELECT * FROM users WHERE ${column} = ?`).get(login) as UserRow | undefined;
  return row && toUser(row);
}

const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function insertUser(db: SandboxDatabase, user: SandboxUser): void {
  db.prepare(
    `INSERT INTO users (uid, uuid, name, mail, first_name, last_name, password_hash, roles,
       is_member, is_member_as_text, blocked, membership_locked, created)
     VALUES (@uid, @uuid, @name, @mail, @firstName, @lastName, @passwordHash, @roles,
       @isMember, @isMemberAsText, @blocked, @membershipLocked, @created)`,
  ).run({
    ...user,
    roles: JSON.stringify(user.roles),
    isMember: Number(user.isMember),
    isMemberAsText: Number(user.isMemberAsText),
    blocked: Number(user.blocked),
    membershipLocked: Number(user.membershipLocked),
  });
}

function toUser(row: UserRow): SandboxUser {
  return {
    uid: row.uid,
    uuid: row.uuid,
    name: row.name,
    mail: row.mail,
    firstName: row.first_name,
    lastName: row.last_name,
    passwordHash: row.password_hash,
    roles: (JSON.parse(row.roles) as string[]).filter(isRoleName),
    isMember: row.is_member === 1,
    isMemberAsText: row.is_member_as_text === 1,
    blocked: row.blocked === 1,
    membershipLocked: row.membership_locked === 1,
    created: row.created,
  };
}

function isRoleName(role: string): role is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(role);
}
