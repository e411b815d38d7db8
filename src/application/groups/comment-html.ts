import { hasVisibleText } from '@/domain/groups/visible-text';
import { escapeHtml } from '@/domain/shared/escape-html';
import { decodeCharacterReferences } from '@/domain/shared/plain-text';

/**
 * A comment typed as plain text, as the HTML Drupal stores: every character escaped (what the
 * member typed is never markup), blank lines between paragraphs, single line breaks kept; a paragraph of
 * nothing a reader would see (visible-text.ts) is left out.
 */
export function commentHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(hasVisibleText)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * A stored comment as the plain text its editor shows (the inverse of commentHtml for what it wrote): a
 * paragraph's end a blank line, a line break a new line, every other tag dropped, character references
 * decoded. Goes into a text field's value, never into markup.
 */
export function commentText(html: string): string {
  const withoutTags = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeCharacterReferences(withoutTags)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
