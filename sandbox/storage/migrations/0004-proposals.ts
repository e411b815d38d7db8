import type { MigrationStep } from '../migrations';
import { seedProposals } from '../../proposals/seed-proposals';
import { seedSettings } from '../../drupal/seeds/seed-settings';
import { createTable } from '../table';

/**
 * The proposal system: each user's form per event and type (`chk_sended` 1 once sent, then locked), and
 * its bearer tokens with their expiry. The event settings are written again, so an older database also
 * gets the call with its workshop intro missing (the demo of "---") and an error text.
 */
export const migration: MigrationStep = {
  description: 'Proposal forms per user, event and type; proposal-system bearer tokens; event settings',
  up(db) {
    createTable(db, {
      name: 'proposal_forms',
      sql: `CREATE TABLE proposal_forms (
        uid INTEGER NOT NULL REFERENCES users(uid),
        event_id TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('panel', 'paper', 'workshop')),
        user_name TEXT NOT NULL DEFAULT '',
        user_email TEXT,                       -- given with the send
        form_json TEXT NOT NULL,               -- stored as sent, never parsed
        chk_sended INTEGER NOT NULL DEFAULT 0,
        updated TEXT NOT NULL,                 -- ISO 8601
        PRIMARY KEY (uid, event_id, type)
      )`,
      seed: seedProposals,
    });
    createTable(db, {
      name: 'proposal_tokens',
      sql: `CREATE TABLE proposal_tokens (
        token TEXT PRIMARY KEY,
        uid INTEGER NOT NULL REFERENCES users(uid),
        organizer INTEGER NOT NULL DEFAULT 0,  -- issued with o = 5
        expires INTEGER NOT NULL               -- ms since 1970
      )`,
    });
    seedSettings(db);
  },
};
