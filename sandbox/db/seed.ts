import type { SandboxDatabase } from './database';
import { seedConferences } from './seed-conferences';
import { seedMenus } from './seed-menus';
import { seedNews } from './seed-news';
import { seedPages } from './seed-pages';
import { seedSettings } from './seed-settings';
import { seedTimeline } from './seed-timeline';
import { seedUsers } from './seed-users';
import { seedVocabularies } from './seed-vocabularies';

/** Fills a new database with the demo content; runs once, inside one transaction. */
export function seedDatabase(db: SandboxDatabase): void {
  seedUsers(db);
  seedVocabularies(db);
  seedPages(db);
  seedNews(db);
  seedConferences(db);
  seedTimeline(db);
  seedMenus(db);
  seedSettings(db);
}
