/** More words than anyone types; a pasted paragraph is cut here rather than made into a huge query. */
const MAX_WORDS = 12;

/**
 * The FTS5 query for what a reader typed: each word a quoted prefix (`"cine"*` finds "cinema"), all of
 * them required. Only letters, marks and digits make words, so quotes, `*`, `-`, `NEAR` or `OR` are text
 * and never FTS5 syntax. Null when the keys hold no word: the view then finds nothing.
 */
export function toMatchExpression(keys: string): string | null {
  const words = keys.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, MAX_WORDS)
    .map((word) => `"${word}"*`)
    .join(' ');
}
