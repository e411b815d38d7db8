const TRAILING = /[\s,;:.\-–—]+$/u;

/**
 * `text` in at most `max` characters (code points): whole when it fits, else cut after its last whole word
 * with an ellipsis, so a search result never ends in half a word. A single word longer than that is cut hard.
 */
export function trimAtWord(text: string, max: number): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  let kept = characters.slice(0, max - 1).join('');
  const endsAtWord = /\s/u.test(characters[max - 1] ?? '');
  const lastSpace = kept.search(/\s\S*$/u);
  if (!endsAtWord && lastSpace > 0) kept = kept.slice(0, lastSpace);
  return `${kept.replace(TRAILING, '')}…`;
}
