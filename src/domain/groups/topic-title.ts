/**
 * Drupal's node title is a string field of 255 characters; a longer one fails the entity's validation
 * (422), so the portal says so before sending, keeping what was typed.
 */
export const MAX_TITLE_CHARACTERS = 255;

/** Characters as Drupal's Length constraint counts them (PHP's mb_strlen): Unicode code points. */
export const titleLength = (title: string): number => [...title].length;
