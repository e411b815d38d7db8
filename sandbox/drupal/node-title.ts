import { validationFailed } from './wire/entity-resource';

/**
 * Drupal's node title is a string field of 255 characters, counted as its Length constraint counts them
 * (mb_strlen: code points). A longer title fails the entity's validation, which Drupal answers with 422.
 */
export const MAX_NODE_TITLE_CHARACTERS = 255;

export const NODE_TITLE_TOO_LONG = validationFailed(
  `title.0.value: Title: may not be longer than ${MAX_NODE_TITLE_CHARACTERS} characters.`,
);

/** Drupal's refusal of a title its field cannot hold (to be sent with 422), or null. */
export const nodeTitleRefusal = (title: string): string | null =>
  [...title].length > MAX_NODE_TITLE_CHARACTERS ? NODE_TITLE_TOO_LONG : null;
