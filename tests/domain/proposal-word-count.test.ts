import { afterEach, describe, expect, it } from 'vitest';
import { countWords } from '@/domain/proposals/word-count';

// Each row: the text, then its words as a word processor counts them.
const BOTH_WAYS: readonly (readonly [string, number])[] = [
  ['', 0],
  ['   \n\t ', 0],
  ['cinema', 1],
  ['Screens of repair', 3],
  ['  leading and trailing  ', 3],
  ['line\nbreaks\n\nand\tTabs', 4],
  ['Hello, world — ok.', 3],
  ['— – ... !?', 0],
  ['film-maker', 1],
  ["the film-maker's cut", 3],
  ["l'écran", 1],
  ['über-Ich und Über-Ich', 3],
  ['e.g. 3.5 km', 3],
  ['1970s–1980s', 2],
  ['Kino – Film - Medien', 3],
];

describe('counting words', () => {
  it.each(BOTH_WAYS)('counts %j as %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('counts words in scripts without spaces', () => {
    expect(countWords('電影研究是一個領域')).toBeGreaterThan(1);
  });

  it('counts a 300-word abstract as 300', () => {
    expect(countWords(Array.from({ length: 300 }, (_, i) => `word${i}`).join(' '))).toBe(300);
  });

  describe('in an engine without Intl.Segmenter', () => {
    const intl = Intl as { Segmenter?: unknown };
    const original = intl.Segmenter;
    afterEach(() => {
      intl.Segmenter = original;
    });

    it.each(BOTH_WAYS)('counts %j as %i words too', (text, words) => {
      intl.Segmenter = undefined;
      expect(countWords(text)).toBe(words);
    });
  });
});
