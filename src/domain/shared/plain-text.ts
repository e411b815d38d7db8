/** Elements whose end separates words; any other tag joins what it wraps (`Cine<em>ma</em>`). */
const BLOCK =
  'address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|td|th|tr|ul';
const SILENT = /<(script|style)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const BLOCK_TAG = new RegExp(`</?(?:${BLOCK})\\b[^>]*>`, 'gi');
const ANY_TAG = /<\/?[a-z][^>]*>/gi;
const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|([a-z]+));/gi;

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  euro: '€',
  copy: '©',
};

/**
 * The words of a piece of CMS HTML, for a meta description: no tags, scripts or comments, entities decoded
 * once, whitespace collapsed. Not a sanitizer: its result is text, and whoever writes it into HTML escapes it.
 */
export function plainText(html: string): string {
  return html
    .replace(SILENT, '')
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '')
    .replace(ENTITY, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Character references (`&amp;`, `&#233;`, `&#xE9;`) as the characters they stand for, once; unknown ones stay. */
export const decodeCharacterReferences = (text: string): string => text.replace(ENTITY, decodeEntity);

function decodeEntity(entity: string, decimal?: string, hex?: string, name?: string): string {
  if (name !== undefined) return NAMED[name.toLowerCase()] ?? entity;
  const codePoint = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16);
  return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
}
