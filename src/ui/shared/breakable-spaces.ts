/** A run of spaces with at least one no-break space (U+00A0) in it. */
const RUN_WITH_NO_BREAK = / *\u00a0[ \u00a0]*/g;

/**
 * Text whose spaces a line may break at. Quill 2 writes every space it keeps as a no-break space, so a phone
 * broke words in the middle ("plain tex|t.") and search and feeds read `&nbsp;`. A run becomes one ordinary
 * space, then no-break ones for the rest of its width (two spaces typed stay two wide); a text that is
 * nothing but no-break spaces (a paragraph kept as a blank line) stays as it is.
 */
export function breakableSpaces(text: string): string {
  if (/^\u00a0+$/.test(text)) return text;
  return text.replace(RUN_WITH_NO_BREAK, (run) => ' ' + '\u00a0'.repeat(run.length - 1));
}
