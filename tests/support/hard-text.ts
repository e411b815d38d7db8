import fc from 'fast-check';

/**
 * Text that breaks naive code: emoji (with skin tones and joiners), right-to-left scripts and marks,
 * combining marks, control characters (NUL included), non-characters and look-alike spaces.
 */
export const HARD_CHARACTERS = [
  '🎬',
  '👍🏿',
  '👩🏽‍🔬',
  '🇪🇺',
  'ש',
  'ل',
  '\u200f',
  '\u202e',
  '\u2066',
  'e\u0301',
  '\u0323',
  'ﷺ',
  '\u0000',
  '\u0001',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\ufeff',
  '\uffff',
  '\t',
  '<',
  '&amp;',
  '"',
  "'",
  '\\',
];

/** A hand-picked piece of a title and message, or any single code point. */
const hardUnit = fc.oneof(
  fc.constantFrom(...HARD_CHARACTERS),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

/** Line breaks go with every form post as CRLF (HTML's multipart encoding), so a text input has none. */
const LINE_BREAK = /[\r\n]/;

/**
 * Titles a member can type into a text field: no line breaks, nothing but non-space at either end (the
 * content system trims), at most 255 code points (Drupal's title field).
 */
export const hardTitles: fc.Arbitrary<string> = fc
  .array(hardUnit, { minLength: 1, maxLength: 120 })
  .map((units) => units.join(''))
  .filter(
    (title) => !LINE_BREAK.test(title) && title.trim() === title && title !== '' && [...title].length <= 255,
  );

/** Messages: anything at all, line breaks included. */
export const hardMessages: fc.Arbitrary<string> = fc
  .array(fc.oneof(hardUnit, fc.constantFrom('\n', '\r', '\r\n')), { maxLength: 400 })
  .map((units) => units.join(''));

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** What any browser sends for a form field: line breaks as CRLF, a lone surrogate as U+FFFD. */
export const asFormPosts = (text: string): string =>
  text.replace(LONE_SURROGATE, '\ufffd').replace(/\r\n|\r|\n/g, '\r\n');
