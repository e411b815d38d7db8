import * as z from 'zod/mini';

/**
 * Drupal core's query parameter for the content language (LanguageNegotiationContentEntity::QUERY_PARAMETER):
 * with that negotiation method enabled for content, a node, a view's rows and the custom module's page come
 * in that translation, or in the original where there is none; a language the site lacks is ignored.
 * docs/content-languages.md has the decision.
 */
export const CONTENT_LANGUAGE_PARAMETER = 'language_content_entity';

/** The query pair asking for content in `language`, none without one. */
export const contentLanguageQuery = (language: string | undefined): [string, string][] =>
  language ? [[CONTENT_LANGUAGE_PARAMETER, language]] : [];

/**
 * The language a node is in: `langcode` as an entity row normalizes it (`[{"value": "de"}]`) or as the custom
 * module's page node writes it (`"de"`). Optional: content that does not say is simply not marked.
 */
export const langcodeField = z.catch(
  z.pipe(
    z.optional(z.union([z.string(), z.array(z.object({ value: z.string() }))])),
    z.transform((langcode) => (typeof langcode === 'string' ? langcode : langcode?.[0]?.value) || undefined),
  ),
  undefined,
);
