import { afterEach, describe, expect, it, vi } from 'vitest';
import { countWords } from '@/domain/proposals/word-count';

// Each row: the text, then its words as a word processor counts them. A hyphen joins two words only when
// it sits between them; before a word with nothing ahead of it (a minus sign) it joins nothing.
const EDGES: readonly (readonly [string, number])[] = [
  ['temperatures of -5 degrees', 4],
  ['-archive', 1],
  ['film\u2010maker', 1],
  ['self-\nmade', 2],
  ['pre- and post-war cinema', 4],
  ['it\u2019s the film-maker\u2019s cut', 4],
  ['one  two   three', 3],
];

const intl = Intl as { Segmenter?: unknown };
const original = intl.Segmenter;
afterEach(() => {
  intl.Segmenter = original;
});

describe.each([
  ['with', original],
  ['without', undefined],
])('counting words at the edges in an engine %s Intl.Segmenter', (_, segmenter) => {
  it.each(EDGES)('counts %j as %i words', (text, words) => {
    intl.Segmenter = segmenter;
    expect(countWords(text)).toBe(words);
  });

  // The segmenter is made on a page's first count and kept: that first count decides how every later one runs.
  it('counts words, not letters, from the first count after the page loads', async () => {
    intl.Segmenter = segmenter;
    vi.resetModules();
    const fresh = await import('@/domain/proposals/word-count');
    expect(fresh.countWords('Screens of repair')).toBe(3);
  });
});
