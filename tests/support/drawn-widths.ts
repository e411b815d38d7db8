import { drawsZeroWidth } from '../../src/domain/groups/visible-text';

/**
 * What the browser tests measure of the invisible-text rule (src/domain/groups/visible-text.ts) in every engine
 * (tests/e2e/invisible-text-widths.spec.ts in Chromium, tests/engines/journeys.ts in Firefox and WebKit): every
 * character the rule counts as drawn 0 px wide, and a set that must take room.
 */
export const ZERO_WIDTH_CHARACTERS: readonly string[] = (() => {
  const found: string[] = [];
  for (let point = 0; point <= 0x10ffff; point++) {
    const char = String.fromCodePoint(point);
    if ((point < 0xd800 || point > 0xdfff) && drawsZeroWidth(char)) found.push(char);
  }
  return found;
})();

/** Words, and the format characters the rule leaves out because each draws a sign or a box. */
export const DRAWN_CHARACTERS: readonly string[] = [
  ...['a', 'ש', '0', '.', '🎬', '\u2011'],
  ...['\u0600', '\u06dd', '\u{110bd}', '\u{13430}'],
];

/**
 * The ignorable characters Chromium draws as a missing-glyph box, no font of its knowing them: Firefox and
 * WebKit draw them 0 px wide, as Unicode asks.
 */
export const BOXED_BY_CHROMIUM: readonly string[] = ['U+180F', 'U+1BCA0', 'U+1BCA1', 'U+1BCA2', 'U+1BCA3'];

/** A character as Unicode names its place, e.g. U+FFF9. */
export const codePoint = (char: string): string =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Run inside the page: each text's drawn width in CSS pixels, in a span of the page's own type. Self-contained,
 * as a page evaluates it.
 */
export const widthsInPage = (texts: readonly string[]): number[] => {
  const span = document.createElement('span');
  span.style.whiteSpace = 'pre';
  document.body.append(span);
  const widths = texts.map((text) => {
    span.textContent = text;
    return span.getBoundingClientRect().width;
  });
  span.remove();
  return widths;
};

/** The characters of `chars` whose width is wrong: drawn when `zero`, else not drawn. */
export const wronglyDrawn = (chars: readonly string[], widths: readonly number[], zero: boolean): string[] =>
  chars.filter((_, index) => widths[index]! > 0 === zero).map(codePoint);
