import { describe, expect, it } from 'vitest';
import { isolatedFileName, shownFileName } from '@/domain/files/shown-file-name';

describe('a file name as the portal shows it', () => {
  // Invisible, these steer how the text around them is drawn: `uni\u202Egnp.txt` reads as `unitxt.png`.
  it.each([
    ['a right-to-left override (U+202E)', 'uni\u202Egnp.txt', 'uni\\u202Egnp.txt'],
    [
      'every embedding and override (U+202A–202E)',
      '\u202A\u202B\u202C\u202D\u202E',
      '\\u202A\\u202B\\u202C\\u202D\\u202E',
    ],
    ['every isolate (U+2066–2069)', 'a\u2066\u2067\u2068\u2069b', 'a\\u2066\\u2067\\u2068\\u2069b'],
    [
      'zero-width characters and marks (U+200B–200F)',
      '\u200B\u200C\u200D\u200E\u200F.pdf',
      '\\u200B\\u200C\\u200D\\u200E\\u200F.pdf',
    ],
    ['the Arabic letter mark (U+061C)', 'a\u061Cb.txt', 'a\\u061Cb.txt'],
    ['a byte order mark (U+FEFF)', '\uFEFFnotes.txt', '\\uFEFFnotes.txt'],
    ['a soft hyphen and a word joiner', 'pro\u00ADgramme\u2060.pdf', 'pro\\u00ADgramme\\u2060.pdf'],
    ['a tag character, beyond the first plane', 'flag\u{E0067}.jpg', 'flag\\u{E0067}.jpg'],
    ['control characters', 'a\u0000b\nc\u007F.txt', 'a\\u0000b\\u000Ac\\u007F.txt'],
    ['line and paragraph separators', 'a\u2028b\u2029.txt', 'a\\u2028b\\u2029.txt'],
  ])('writes out %s as its code point', (_, name, shown) => {
    expect(shownFileName(name)).toBe(shown);
  });

  // What a name may hold and be read as it is: other scripts, right-to-left letters, emoji.
  it.each([
    ['plain letters', 'programme.pdf'],
    ['Hebrew letters', 'שלום.pdf'],
    ['Arabic letters', 'برنامج.docx'],
    ['accents, composed and combining', 'Résumé e\u0301.txt'],
    ['an emoji', '🎬 notes.txt'],
    ['spaces and punctuation', 'Notes (draft) – v2.txt'],
    ['nothing', ''],
  ])('leaves %s as it is', (_, name) => {
    expect(shownFileName(name)).toBe(name);
  });

  it('isolates a name from the text around it in plain text, with its format characters written out', () => {
    expect(isolatedFileName('uni\u202Egnp.txt')).toBe('\u2068uni\\u202Egnp.txt\u2069');
  });
});
