import { nodeMeta } from '@/domain/pages/node-meta';
import type { PageNode } from '@/domain/pages/page';
import { pageMeta, type ScreenMeta, type Site } from '@/domain/pages/page-meta';
import { writeHead } from './write-head';

/** What a screen shows: its title and description, or a content page's node, whose meta is read from it. */
export type ShownScreen = ScreenMeta | { readonly node: PageNode };

/**
 * Writes the head for a screen (useDocumentMeta loads this part on demand: a server-drawn first screen came
 * with its head, so a visitor's first load fetches none of these rules).
 */
export function writeScreenHead(doc: Document, shown: ShownScreen, path: string, site: Site): void {
  const screen = 'node' in shown ? nodeMeta(shown.node) : shown;
  writeHead(doc, pageMeta(screen, path, site));
}
