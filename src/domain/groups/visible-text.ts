/**
 * What takes room on a line but draws no ink: white space (the ordinary and the no-break space, tabs, line ends,
 * the wide spaces of U+2000–U+200A, the ideographic space), the braille blank (U+2800) and the Hangul fillers,
 * which fonts draw as empty cells and which are used to pass for text.
 */
const BLANK = /^[\s\u2800]$/u;
const HANGUL_FILLERS = /^[\u115f\u1160\u3164\uffa0]$/u;

/**
 * Control characters are no one's words: engines draw most as a box, and an HTML parser drops U+0000, so a text
 * of them alone is refused too.
 */
const CONTROL = /^\p{Cc}$/u;

/**
 * What draws nothing at all: the characters Unicode says a renderer ignores (Default_Ignorable_Code_Point:
 * zero-width space, joiners, word joiner, direction marks and isolates, soft hyphen, byte-order mark, variation
 * selectors, tags, shorthand format controls), the other format characters (General_Category Cf), and the
 * interlinear annotation marks and object replacement character (U+FFF9–U+FFFC), which stand for something
 * outside the text. Firefox and WebKit draw each of them 0 px wide, and so does Chromium but for the ignorable
 * characters its fonts do not know (U+180F, U+1BCA0–U+1BCA3), where it draws a missing-glyph box: that box is
 * no text either (measured by tests/e2e/invisible-text-widths.spec.ts and tests/engines/journeys.ts). The object
 * replacement character (U+FFFC, no Cf) is counted by what the engines draw: a font may carry a boxed "OBJ" for
 * it, but Chromium, Firefox and WebKit all draw it 0 px wide in text.
 */
const IGNORED = /^[\p{Default_Ignorable_Code_Point}\p{Cf}\ufff9-\ufffc]$/u;

/**
 * Format characters that do draw, in every engine: the prepended concatenation marks (Arabic number signs, the
 * end of an ayah, the Syriac abbreviation mark, Kaithi number signs) carry a sign by design, and the Egyptian
 * hieroglyph format controls are drawn (as a box where no font knows them).
 */
const DRAWN = /^[\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}\u{13430}-\u{1343f}]$/u;

/** Whether browsers draw this one character 0 px wide: the set the browser tests measure. */
export const drawsZeroWidth = (char: string): boolean =>
  IGNORED.test(char) && !HANGUL_FILLERS.test(char) && !DRAWN.test(char);

/** Whether a reader would see nothing of this one character. */
const isInvisible = (char: string): boolean =>
  BLANK.test(char) || HANGUL_FILLERS.test(char) || CONTROL.test(char) || drawsZeroWidth(char);

/**
 * Whether a member's text has something a reader would see. A text of only invisible characters is not
 * empty to the content system (Drupal stores any value but '' and posts it as an empty card), so every
 * form asks for words before sending: a comment, a reply, an edit, a topic's title and message.
 */
export const hasVisibleText = (text: string): boolean => !Array.from(text).every(isInvisible);
