/**
 * What draws nothing on a page: white space (the ordinary and the no-break space, tabs, line ends, the wide
 * spaces of U+2000–U+200A, the ideographic space), the characters Unicode says a renderer ignores (zero-width
 * space, joiner and non-joiner, word joiner, direction marks and embeddings, soft hyphen, byte-order mark,
 * variation selectors, Hangul fillers, tags), control characters, and the braille blank (U+2800), which fonts
 * draw empty and which is used to pass for text.
 */
const INVISIBLE = /^[\s\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]*$/u;

/**
 * Whether a member's text has something a reader would see. A text of only invisible characters is not
 * empty to the content system (Drupal stores any value but '' and posts it as an empty card), so every
 * form asks for words before sending: a comment, a reply, an edit, a topic's title and message.
 */
export const hasVisibleText = (text: string): boolean => !INVISIBLE.test(text);
