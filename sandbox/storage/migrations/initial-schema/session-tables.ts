import { seedUsers } from '../../../drupal/seeds/seed-users';
import type { TableDefinition } from '../../table';

/**
 * Migration 1's accounts and sessions. Users are shared by the content and the membership system (the
 * demo accounts use one password in both).
 */
export const SESSION_TABLES: readonly TableDefinition[] = [
  {
    name: 'users',
    sql: `CREATE TABLE users (
      uid INTEGER PRIMARY KEY,
      uuid TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE,
      mail TEXT NOT NULL UNIQUE COLLATE NOCASE,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      password_hash TEXT NOT NULL,
      roles TEXT NOT NULL,                          -- JSON array of role names
      is_member INTEGER NOT NULL,
      is_member_as_text INTEGER NOT NULL DEFAULT 0, -- send is_member as the string "true" (a live quirk)
      blocked INTEGER NOT NULL DEFAULT 0,           -- blocked in the content system
      membership_locked INTEGER NOT NULL DEFAULT 0, -- locked in the membership system
      created TEXT NOT NULL
    )`,
    seed: seedUsers,
  },
  {
    name: 'sessions',
    sql: `CREATE TABLE sessions (
      id TEXT PRIMARY KEY,
      uid INTEGER NOT NULL REFERENCES users(uid),
      csrf_token TEXT NOT NULL,
      logout_token TEXT NOT NULL,
      created INTEGER NOT NULL,
      accessed INTEGER NOT NULL,
      expired INTEGER NOT NULL DEFAULT 0
    )`,
  },
  {
    name: 'flood',
    sql: `CREATE TABLE flood (event TEXT NOT NULL, identifier TEXT NOT NULL, timestamp INTEGER NOT NULL);
      CREATE INDEX flood_lookup ON flood (event, identifier, timestamp);`,
  },
  {
    name: 'membership_sessions',
    sql: `CREATE TABLE membership_sessions (
      id TEXT PRIMARY KEY,
      uid INTEGER NOT NULL REFERENCES users(uid),
      valid_token TEXT NOT NULL,
      created INTEGER NOT NULL,
      valid_until INTEGER NOT NULL,
      expired INTEGER NOT NULL DEFAULT 0
    )`,
  },
];
