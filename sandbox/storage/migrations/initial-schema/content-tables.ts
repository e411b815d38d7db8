import { seedConferences } from '../../../drupal/seeds/seed-conferences';
import { seedMenus } from '../../../drupal/seeds/seed-menus';
import { seedNews } from '../../../drupal/seeds/seed-news';
import { seedPages } from '../../../drupal/seeds/seed-pages';
import { seedSettings } from '../../../drupal/seeds/seed-settings';
import { seedTimeline } from '../../../drupal/seeds/seed-timeline';
import { seedVocabularies } from '../../../drupal/seeds/seed-vocabularies';
import type { TableDefinition } from '../../table';

/**
 * Migration 1's content. Nodes hold what every Drupal node has; their page and conference specifics and
 * their terms sit in companion tables, created and seeded with `nodes` as one node storage.
 */
export const CONTENT_TABLES: readonly TableDefinition[] = [
  {
    name: 'terms',
    sql: `CREATE TABLE terms (
      tid INTEGER PRIMARY KEY,
      uuid TEXT NOT NULL UNIQUE,
      vocabulary TEXT NOT NULL CHECK (vocabulary IN ('news', 'tags')),
      name TEXT NOT NULL,
      weight INTEGER NOT NULL
    )`,
    seed: seedVocabularies,
  },
  {
    name: 'nodes',
    sql: `CREATE TABLE nodes (
      nid INTEGER PRIMARY KEY,
      uuid TEXT NOT NULL UNIQUE,
      type TEXT NOT NULL CHECK (type IN ('page', 'news', 'conference')),
      title TEXT NOT NULL,
      path_alias TEXT NOT NULL UNIQUE COLLATE NOCASE,
      created TEXT NOT NULL,                 -- ISO 8601 with +00:00, so text order is time order
      body TEXT NOT NULL DEFAULT '',         -- processed HTML
      summary TEXT NOT NULL DEFAULT '',
      image_file TEXT,
      image_alt TEXT NOT NULL DEFAULT ''
    );
    CREATE TABLE node_terms (
      nid INTEGER NOT NULL REFERENCES nodes(nid),
      tid INTEGER NOT NULL REFERENCES terms(tid),
      PRIMARY KEY (nid, tid)
    );
    CREATE TABLE page_details (
      nid INTEGER PRIMARY KEY REFERENCES nodes(nid),
      meta_description TEXT NOT NULL,
      paragraphs TEXT NOT NULL               -- JSON: field_para_multi exactly as served
    );
    CREATE TABLE conference_details (
      nid INTEGER PRIMARY KEY REFERENCES nodes(nid),
      date_start TEXT NOT NULL,
      date_end TEXT NOT NULL,
      location TEXT NOT NULL
    );`,
    seed: (db) => {
      seedPages(db);
      seedNews(db);
      seedConferences(db);
    },
  },
  {
    name: 'timeline_entries',
    sql: `CREATE TABLE timeline_entries (
      id INTEGER PRIMARY KEY,                -- insertion order, deliberately not date order
      title TEXT NOT NULL,
      text TEXT NOT NULL,
      date TEXT NOT NULL,
      tags TEXT NOT NULL                     -- JSON array of strings
    )`,
    seed: seedTimeline,
  },
  {
    name: 'menus',
    // JSON: the menu exactly as served, quirks included.
    sql: 'CREATE TABLE menus (name TEXT PRIMARY KEY, items TEXT NOT NULL)',
    seed: seedMenus,
  },
  {
    name: 'editable_vars',
    sql: 'CREATE TABLE editable_vars (name TEXT PRIMARY KEY, value TEXT NOT NULL)',
    seed: seedSettings,
  },
];
