import type { MigrationStep } from '../migrations';

/**
 * A comment's text format, as Drupal stores it beside the body (`comment_body.format`): `plain_text` is drawn
 * otherwise than `basic_html`, which every comment written so far was taken as.
 */
export const migration: MigrationStep = {
  description: 'Comment text formats: a comment keeps the format it was written in',
  up(db) {
    db.exec("ALTER TABLE topic_comments ADD COLUMN body_format TEXT NOT NULL DEFAULT 'basic_html'");
  },
};
