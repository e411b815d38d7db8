import { escapeHtml } from '@/domain/shared/escape-html';

/**
 * A comment typed as plain text, as the HTML Drupal stores: every character escaped (what the
 * member typed is never markup), blank lines between paragraphs, single line breaks kept.
 */
export function commentHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** A character reference as the character it stands for; one this does not know stays as written. */
function decodeEntity(reference: string, name: string): string {
  const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
  if (code === undefined) return NAMED_ENTITIES[name] ?? reference;
  const point = Number.parseInt(code, name.startsWith('#x') || name.startsWith('#X') ? 16 : 10);
  return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : reference;
}

/**
 * A stored comment as the plain text its editor shows (the inverse of commentHtml for what it wrote): a
 * paragraph's end a blank line, a line break a new line, every other tag dropped, character references
 * decoded. Goes into a text field's value, never into markup.
 */
export function commentText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
