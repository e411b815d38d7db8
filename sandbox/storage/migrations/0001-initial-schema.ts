import type { MigrationStep } from '../migrations';
import { createTable } from '../table';
import { CONTENT_TABLES } from './initial-schema/content-tables';
import { SESSION_TABLES } from './initial-schema/session-tables';

/**
 * The schema the sandbox had before migrations were numbered, table by table, each seeded when created.
 * A database from that time has every table already and keeps its data (see table.ts).
 */
export const migration: MigrationStep = {
  description: 'The initial schema: users, sessions, flood, vocabularies, nodes, timeline, menus, settings',
  up(db) {
    for (const table of [...SESSION_TABLES, ...CONTENT_TABLES]) createTable(db, table);
  },
};
