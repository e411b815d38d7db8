import type { MigrationStep } from '../migrations';
import { addStatutesToAboutPage } from '../../drupal/seeds/seed-statutes-link';
import { addUndatedConference } from '../../drupal/seeds/seed-undated-conference';

/** The sandbox used to write file URLs under its own `/cms` mount; Drupal writes them from its root. */
const FILE_URL_REWRITES = [
  ['/cms/sites/default/files/', '/sites/default/files/'],
  ['/cms/system/files/', '/system/files/'],
] as const;

export const migration: MigrationStep = {
  description:
    'File URLs root-relative to the Drupal host; file links on the About page; a conference without dates',
  up(db) {
    const inParagraphs = db.prepare('UPDATE page_details SET paragraphs = replace(paragraphs, @from, @to)');
    const inNodes = db.prepare(
      'UPDATE nodes SET body = replace(body, @from, @to), summary = replace(summary, @from, @to)',
    );
    for (const [from, to] of FILE_URL_REWRITES) {
      inParagraphs.run({ from, to });
      inNodes.run({ from, to });
    }
    addStatutesToAboutPage(db);
    addUndatedConference(db);
  },
};
