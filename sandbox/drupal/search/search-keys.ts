/** More words than anyone types; a pasted paragraph is cut here rather than made into a huge query. */
const MAX_WORDS = 12;

/**
 * The words of what a reader typed, each a quoted FTS5 prefix (`"cine"*` finds "cinema"). Only letters,
 * marks and digits make words, so quotes, `*`, `-`, `NEAR` or `OR` are text and never FTS5 syntax.
 */
function prefixesOf(keys: string): string[] {
  const words = keys.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((word) => `"${word}"*`);
}

/** The FTS5 query for what a reader typed: every word required. Null when the keys hold no word. */
export function toMatchExpression(keys: string): string | null {
  const prefixes = prefixesOf(keys);
  return prefixes.length === 0 ? null : prefixes.join(' ');
}

/**
 * The same words, any of them: which comment of a topic holds its words, when the words a topic was found by
 * lie in its title and several comments, none holding them all. Null when the keys hold no word.
 */
export function toAnyWordExpression(keys: string): string | null {
  const prefixes = prefixesOf(keys);
  return prefixes.length === 0 ? null : prefixes.join(' OR ');
}

/** `match` in the given columns only: `{title body} : (…)`. */
export const inColumns = (columns: readonly string[], match: string): string =>
  `{${columns.join(' ')}} : (${match})`;

/** The comments of topic `nid` in the comments' index (search-tables.ts): its `topic` column's one word. */
export const ofTopic = (nid: number): string => `{topic} : "${Math.trunc(nid)}"`;
