import type { MigrationStep } from '../migrations';
import { seedMenuLabels, seedTranslations } from '../../drupal/seeds/seed-translations';
import { createTable } from '../table';

/**
 * Translations of content (docs/content-languages.md): a node's translatable fields per language, and menu
 * link labels per language, each seeded with the German demo translations.
 */
export const migration: MigrationStep = {
  description: 'Node translations and menu label translations, with German demo translations',
  up(db) {
    createTable(db, {
      name: 'node_translations',
      sql: `CREATE TABLE node_translations (
        nid INTEGER NOT NULL REFERENCES nodes(nid),
        langcode TEXT NOT NULL,
        title TEXT NOT NULL,
        body TEXT NOT NULL DEFAULT '',         -- processed HTML (news, conferences)
        summary TEXT NOT NULL DEFAULT '',      -- a page's meta description
        paragraphs TEXT,                       -- a page's field_para_multi as JSON; NULL for other types
        PRIMARY KEY (nid, langcode)
      )`,
      seed: seedTranslations,
    });
    createTable(db, {
      name: 'menu_label_translations',
      sql: `CREATE TABLE menu_label_translations (
        menu TEXT NOT NULL,
        label TEXT NOT NULL,                   -- the original (English) label
        langcode TEXT NOT NULL,
        translation TEXT NOT NULL,
        PRIMARY KEY (menu, label, langcode)
      )`,
      seed: seedMenuLabels,
    });
  },
};
