import { firstValue, type Query } from '../host/query';

/** The languages the sandbox's Drupal has enabled; English is its default and every node's original. */
export const SITE_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export const DEFAULT_LANGCODE = 'en';

/** Drupal core's content-language query parameter (LanguageNegotiationContentEntity). */
export const CONTENT_LANGUAGE_PARAMETER = 'language_content_entity';

const isSiteLanguage = (code: string | undefined): code is string =>
  SITE_LANGUAGES.some((language) => language === code);

/**
 * The content language a request negotiates: the query parameter when it names an enabled language (any
 * other value is ignored, as core ignores it), else `otherwise` (the language of a path's prefix, or the
 * default).
 */
export function negotiatedLanguage(query: Query, otherwise: string = DEFAULT_LANGCODE): string {
  const asked = firstValue(query[CONTENT_LANGUAGE_PARAMETER]);
  return isSiteLanguage(asked) ? asked : otherwise;
}

/** A path's language prefix taken off, as URL negotiation does: `/de/about-us` → de, `/about-us`. */
export function languagePrefixOf(path: string): { langcode: string; path: string } {
  const [, first, ...rest] = path.split('/');
  if (first !== DEFAULT_LANGCODE && isSiteLanguage(first))
    return { langcode: first, path: `/${rest.join('/')}` };
  return { langcode: DEFAULT_LANGCODE, path };
}
