import { plainText } from '../shared/plain-text';
import { trimAtWord } from '../shared/trim-at-word';
import type { PageNode } from './page';
import { shownParagraphs } from './sections';

/** About what search engines show of a description before they cut it themselves. */
export const DESCRIPTION_LENGTH = 160;

/**
 * A page's description for search results and link previews: its meta description when the editor wrote one,
 * else its first text as the visitor sees it (placed order, hidden paragraphs skipped), as plain text trimmed
 * at a word. Empty when the page has no words at all.
 */
export function pageDescription(node: PageNode): string {
  const own = plainText(node.metaDescription);
  return trimAtWord(own || firstText(node), DESCRIPTION_LENGTH);
}

function firstText(node: PageNode): string {
  for (const paragraph of shownParagraphs(node.paragraphs)) {
    const text = paragraph.type === 'text' ? plainText(paragraph.html) : '';
    if (text) return text;
  }
  return '';
}
