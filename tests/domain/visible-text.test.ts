import { describe, expect, it } from 'vitest';
import { drawsZeroWidth, hasVisibleText } from '@/domain/groups/visible-text';

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
    ['an interlinear annotation anchor (U+FFF9)', '\ufff9'],
    ['an interlinear annotation separator and terminator', '\ufffa\ufffb'],
    ['the object replacement character', '\ufffc'],
    ['an Arabic letter mark and a Mongolian vowel separator', '\u061c\u180e'],
    ['invisible operators', '\u2061\u2062\u2063\u2064'],
    ['musical beam and slur marks', '\u{1d173}\u{1d17a}'],
    ['a language tag', '\u{e0001}'],
    ['a shorthand format control and the fourth Mongolian variation selector', '\u{1bca0}\u180f'],
    ['an unassigned ignorable code point', '\u2065\u{e0fff}'],
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
    ['an Arabic number sign (a format character with a sign of its own)', '\u0600'],
    ['the end of an ayah', '\u06dd'],
    ['a Kaithi number sign', '\u{110bd}'],
    ['an Egyptian hieroglyph format control, which engines draw as a box', '\u{13430}'],
    ['a letter after the object replacement character', '\ufffca'],
  ])('finds %s', (_, text) => {
    expect(hasVisibleText(text)).toBe(true);
  });

  it.each([
    ['a zero-width space', '\u200b', true],
    ['an interlinear annotation anchor', '\ufff9', true],
    ['the object replacement character', '\ufffc', true],
    ['a tag', '\u{e0041}', true],
    ['a space, which takes room', ' ', false],
    ['a Hangul filler, drawn as an empty cell', '\u3164', false],
    ['the braille blank, drawn as an empty cell', '\u2800', false],
    ['a control character, which engines draw as a box', '\u0007', false],
    ['an Arabic number sign', '\u0600', false],
    ['a letter', 'a', false],
  ])('counts %s among the characters drawn 0 px wide: %s', (_, char, zeroWidth) => {
    expect(drawsZeroWidth(char)).toBe(zeroWidth);
  });
});
