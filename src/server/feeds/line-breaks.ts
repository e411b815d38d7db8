/**
 * Every character that some reader takes for the end of a line: CR LF, CR, LF, VT, FF, NEL (U+0085) and the
 * Unicode line and paragraph separators (U+2028, U+2029). A calendar or feed parser that splits on any of them
 * would read the rest of a title as a property or an element of its own.
 */
const LINE_BREAKS = /\r\n|[\n\v\f\r\x85\u2028\u2029]/g;

/** The text with each of its line breaks, of whatever kind, as one LF: what the feeds then write their own way. */
export const withLineFeeds = (text: string): string => text.replace(LINE_BREAKS, '\n');
