/**
 * Characters that draw nothing of their own: Unicode's format characters (category Cf: the bidi embeddings,
 * overrides, isolates and marks, zero-width characters, the byte order mark, tag characters), control
 * characters (Cc) and the line and paragraph separators. In a file name they steer how the rest is drawn or
 * hide what it holds: `uni\u202Egnp.txt` reads as `unitxt.png`. Nothing a name needs to be read is among them.
 */
const UNSEEN = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/gu;

/** `\u202E`, or `\u{E0067}` beyond the first plane: how JavaScript and most languages write the character. */
function codePointOf(character: string): string {
  const hex = character.codePointAt(0)!.toString(16).toUpperCase();
  return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
}

/**
 * A file name as the portal shows it (a member's attachment, a file being attached, the name a download is
 * offered under): every character of UNSEEN written out as its code point, so it is seen, not obeyed, and
 * the name reads as what the file is. Shown, isolate it from the text around it as well (`<bdi>`, or
 * isolatedFileName in plain text): a right-to-left name must not reorder its neighbours.
 */
export function shownFileName(name: string): string {
  return name.replace(UNSEEN, codePointOf);
}

/** For plain text (a message that names the file): the shown name between a first-strong isolate and its end. */
export function isolatedFileName(name: string): string {
  return `\u2068${shownFileName(name)}\u2069`;
}
