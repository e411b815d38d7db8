import { stableUuid } from '../../host/tokens';
import { toParagraphList } from '../wire/paragraphs';
import type { PageSeed } from '../../demo-data/seed-types';
import type { SandboxDatabase } from '../../storage/database';
import { insertNode, insertPageDetails } from '../tables/nodes';
import { ABOUT_PAGES } from '../../demo-data/pages-about';
import { FRONT_PAGES } from '../../demo-data/pages-front';
import { MEMBER_PAGES } from '../../demo-data/pages-members';
import { SERVICE_PAGES } from '../../demo-data/pages-service';

/** Every demo page. */
export const PAGE_SEEDS: readonly PageSeed[] = [
  ...FRONT_PAGES,
  ...ABOUT_PAGES,
  ...MEMBER_PAGES,
  ...SERVICE_PAGES,
];

export function seedPages(db: SandboxDatabase): void {
  for (const page of PAGE_SEEDS) insertPage(db, page);
}

/** One page as an editor would have made it: its node and its paragraphs. */
export function insertPage(db: SandboxDatabase, page: PageSeed): void {
  insertNode(db, {
    nid: page.nid,
    uuid: stableUuid(`node:${page.nid}`),
    type: 'page',
    title: page.title,
    pathAlias: page.path,
    created: '2024-01-08T10:00:00+00:00',
    body: '',
    summary: page.metaDescription,
    imageFile: null,
    imageAlt: '',
  });
  insertPageDetails(db, page.nid, {
    metaDescription: page.metaDescription,
    paragraphs: toParagraphList(`page:${page.nid}`, page.sections),
  });
}
