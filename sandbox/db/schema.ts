import type { SandboxDatabase } from './database';

/**
 * The sandbox's tables. Users are shared by the content and the membership system (the demo accounts
 * use one password in both). Nodes hold what every Drupal node has; page and conference specifics sit
 * in their own tables, news terms and tags in node_terms.
 */
const STATEMENTS = `
CREATE TABLE IF NOT EXISTS users (
  uid INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  mail TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  roles TEXT NOT NULL,                       -- JSON array of role names
  is_member INTEGER NOT NULL,
  is_member_as_text INTEGER NOT NULL DEFAULT 0, -- send is_member as the string "true" (a live quirk)
  blocked INTEGER NOT NULL DEFAULT 0,           -- blocked in the content system
  membership_locked INTEGER NOT NULL DEFAULT 0, -- locked in the membership system
  created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  uid INTEGER NOT NULL REFERENCES users(uid),
  csrf_token TEXT NOT NULL,
  logout_token TEXT NOT NULL,
  created INTEGER NOT NULL,
  accessed INTEGER NOT NULL,
  expired INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS flood (
  event TEXT NOT NULL,
  identifier TEXT NOT NULL,
  timestamp INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS flood_lookup ON flood (event, identifier, timestamp);
CREATE TABLE IF NOT EXISTS membership_sessions (
  id TEXT PRIMARY KEY,
  uid INTEGER NOT NULL REFERENCES users(uid),
  valid_token TEXT NOT NULL,
  created INTEGER NOT NULL,
  valid_until INTEGER NOT NULL,
  expired INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS terms (
  tid INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  vocabulary TEXT NOT NULL CHECK (vocabulary IN ('news', 'tags')),
  name TEXT NOT NULL,
  weight INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS nodes (
  nid INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('page', 'news', 'conference')),
  title TEXT NOT NULL,
  path_alias TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created TEXT NOT NULL,                     -- ISO 8601 with +00:00, so text order is time order
  body TEXT NOT NULL DEFAULT '',             -- processed HTML
  summary TEXT NOT NULL DEFAULT '',
  image_file TEXT,
  image_alt TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS node_terms (
  nid INTEGER NOT NULL REFERENCES nodes(nid),
  tid INTEGER NOT NULL REFERENCES terms(tid),
  PRIMARY KEY (nid, tid)
);
CREATE TABLE IF NOT EXISTS page_details (
  nid INTEGER PRIMARY KEY REFERENCES nodes(nid),
  meta_description TEXT NOT NULL,
  paragraphs TEXT NOT NULL                   -- JSON: field_para_multi exactly as served
);
CREATE TABLE IF NOT EXISTS conference_details (
  nid INTEGER PRIMARY KEY REFERENCES nodes(nid),
  date_start TEXT NOT NULL,
  date_end TEXT NOT NULL,
  location TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS timeline_entries (
  id INTEGER PRIMARY KEY,                    -- insertion order, deliberately not date order
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  date TEXT NOT NULL,
  tags TEXT NOT NULL                         -- JSON array of strings
);
CREATE TABLE IF NOT EXISTS menus (
  name TEXT PRIMARY KEY,
  items TEXT NOT NULL                        -- JSON: the menu exactly as served, quirks included
);
CREATE TABLE IF NOT EXISTS editable_vars (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL                        -- JSON
);
`;

export function createSchema(db: SandboxDatabase): void {
  db.exec(STATEMENTS);
}
