/** What a Drupal node's HTML says in words, the way Search API's "HTML filter" processor indexes it. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Tags inside a line of text: `<em>chips</em>:` reads "chips:", not "chips :". */
const INLINE_TAG = /<\/?(?:a|abbr|b|cite|code|em|i|mark|q|s|small|span|strong|sub|sup|u)\b[^>]*>/gi;

/** The text of an HTML fragment: script and style dropped, other tags a word break, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => decodeEntity(name) ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntity(name: string): string | undefined {
  if (name[0] !== '#') return ENTITIES[name.toLowerCase()];
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** The paragraph fields readers see as text; settings such as a list's display or json url are not. */
const TEXT_FIELDS = ['field_title', 'field_text', 'field_caption'] as const;

/** A page's words: the text fields of its paragraphs, in order. */
export function paragraphsToText(paragraphs: readonly unknown[]): string {
  return paragraphs
    .flatMap((paragraph) => {
      const fields = (paragraph ?? {}) as Record<string, unknown>;
      return TEXT_FIELDS.map((field) => fields[field]).filter((value) => typeof value === 'string');
    })
    .map(htmlToText)
    .join(' ');
}
