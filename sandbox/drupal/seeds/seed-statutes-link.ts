import { privateFileUrl, publicFileUrl } from '../hosted-files';
import { stableUuid } from '../../host/tokens';
import { placeParagraph, text, type WireParagraph } from '../wire/paragraphs';
import type { SandboxDatabase } from '../../storage/database';
import { findPageDetails, updatePageParagraphs } from '../tables/nodes';

const ABOUT_NID = 4;
const STATUTES = publicFileUrl('necs-statutes.pdf');

const HTML =
  `<p>How NECS is run is laid down in its <a href="${STATUTES}">statutes</a> (PDF).</p>` +
  `<p>Members can read the <a href="${privateFileUrl('general-assembly-minutes-2026.pdf')}">minutes of the ` +
  '2026 general assembly</a> (PDF, members only).</p>';

/**
 * Links a public and a private Drupal file from the About page, as a text paragraph in the bottom region
 * of its first section. Skipped when the page is gone or already links the statutes.
 */
export function addStatutesToAboutPage(db: SandboxDatabase): void {
  const details = findPageDetails(db, ABOUT_NID);
  const paragraphs = (details?.paragraphs ?? []) as WireParagraph[];
  const layout = paragraphs.find((paragraph) => paragraph.type === 'paragraph--para_layout');
  if (!layout || JSON.stringify(paragraphs).includes(STATUTES)) return;
  const statutes = placeParagraph(
    text('Statutes and minutes', HTML),
    stableUuid(`paragraph:page:${ABOUT_NID}:statutes`),
    layout.uuid,
    'bottom',
  );
  updatePageParagraphs(db, ABOUT_NID, [...paragraphs, statutes]);
}
