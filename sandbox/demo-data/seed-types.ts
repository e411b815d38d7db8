import type { SandboxImageFile } from '../drupal/images';
import type { Section } from '../drupal/wire/paragraphs';

// The demo data owns the shapes it is written in, so the seeders import the data and the data imports
// nothing from the seeders (no import cycle between them).

/** One demo news item, as written in news-20XX.ts. */
export interface NewsSeed {
  /** `YYYY-MM-DD HH:MM`, UTC. */
  at: string;
  category: number;
  tags: number[];
  title: string;
  /** The teaser sentence; it also opens the body. */
  summary: string;
  /** The rest of the body, as HTML. */
  more: string;
  image?: [SandboxImageFile, string];
}

/** One demo page, as written in pages-*.ts. */
export interface PageSeed {
  nid: number;
  path: string;
  title: string;
  metaDescription: string;
  sections: Section[];
}
