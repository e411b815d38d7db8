/**
 * Drupal's codes for text in no language in particular (`und`: not specified, `zxx`: not applicable): such
 * content is in no language the reader could have asked for instead.
 */
const NO_LANGUAGE = new Set(['und', 'zxx']);

const primary = (code: string): string => code.toLowerCase().split('-')[0] ?? '';

/**
 * The language content is really in, when that is not the reader's: the content system had no translation
 * and answered the original. Null when it is in the reader's language (`de-at` reads as German), or when
 * nothing says which language it is in.
 */
export function untranslatedLanguage(
  contentLanguage: string | undefined,
  readerLanguage: string,
): string | null {
  if (!contentLanguage || NO_LANGUAGE.has(contentLanguage.toLowerCase())) return null;
  return primary(contentLanguage) === primary(readerLanguage) ? null : contentLanguage;
}
