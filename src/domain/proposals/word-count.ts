/**
 * Counts words as members' word processors do, so a 300-word abstract written elsewhere stays 300 words
 * here: words joined by a hyphen ("film-maker") count once. Intl.Segmenter (ECMAScript, no browser API)
 * finds the words in every script, CJK included, and leaves punctuation out ("—" is no word); where an
 * engine lacks it, runs of letters and digits joined by apostrophes, dots or hyphens count instead.
 */
export function countWords(text: string): number {
  return typeof Intl.Segmenter === 'function'
    ? countSegments(text)
    : (text.match(FALLBACK_WORD)?.length ?? 0);
}

const FALLBACK_WORD = /[\p{L}\p{N}]+(?:['’.\-‐][\p{L}\p{N}]+)*/gu;
const HYPHENS = new Set(['-', '‐']);

function countSegments(text: string): number {
  let words = 0;
  // Stryker disable next-line StringLiteral: 'other' is only ever compared with 'word' and 'joiner'; any other text acts alike.
  let previous: 'word' | 'joiner' | 'other' = 'other';
  for (const { segment, isWordLike } of segmenter().segment(text)) {
    if (isWordLike) {
      // The second half of "film-maker" belongs to the first.
      if (previous !== 'joiner') words += 1;
      previous = 'word';
    } else previous = previous === 'word' && HYPHENS.has(segment) ? 'joiner' : 'other';
  }
  return words;
}

let shared: Intl.Segmenter | null = null;
// One segmenter for every count: live counts run on each keystroke.
const segmenter = () => (shared ??= new Intl.Segmenter(undefined, { granularity: 'word' }));
