import { describe, expect, it } from 'vitest';
import { hasVisibleText } from '@/domain/groups/visible-text';

describe('whether a member’s text has something a reader would see', () => {
  it.each([
    ['nothing', ''],
    ['spaces, tabs and line ends', ' \t\r\n \n'],
    ['no-break spaces (Quill writes every space as one)', '\u00a0\u00a0'],
    ['a narrow no-break space and the wide spaces', '\u202f\u2000\u2003\u200a\u205f'],
    ['the ideographic space', '\u3000'],
    ['zero-width spaces', '\u200b\u200b'],
    ['zero-width joiner and non-joiner', '\u200d\u200c'],
    ['a word joiner and a byte-order mark', '\u2060\ufeff'],
    ['direction marks and isolates', '\u200e\u200f\u2066\u2069\u202b\u202c'],
    ['a soft hyphen', '\u00ad'],
    ['a combining grapheme joiner and variation selectors', '\u034f\ufe0f\u{e0100}'],
    ['Hangul fillers', '\u115f\u1160\u3164\uffa0'],
    ['the braille blank', '\u2800'],
    ['control characters', '\u0000\u0007\u007f'],
    ['tag characters', '\u{e0020}\u{e007f}'],
    ['all of these mixed', ' \u00a0\u200b\n\u200d\u2060\u3000\u2800'],
  ])('finds none in %s', (_, text) => {
    expect(hasVisibleText(text)).toBe(false);
  });

  it.each([
    ['a word', 'Hello'],
    ['one letter between invisible ones', '\u200b\u00a0a\u200b'],
    ['Arabic', 'مرحبا'],
    ['Hebrew with a right-to-left mark', 'שלום\u200f'],
    ['a full stop', '.'],
    ['an emoji', '🎬'],
    ['an emoji joined by a zero-width joiner', '👩\u200d🔬'],
    ['a non-breaking hyphen', '\u2011'],
    ['a digit', '0'],
  ])('finds %s', (_, text) => {
    expect(hasVisibleText(text)).toBe(true);
  });
});
