/**
 * Which Drupal the content-system stand-in plays. `site`: the association's own site, whose views use
 * pager_serializer (lists answer `{rows, pager}`) and which is held to a stricter CSRF rule (the header
 * on every unsafe call from a logged-in session). `core`: a stock Drupal 10.3+/11 with only the modules
 * of docs/wire-drupal.md's "Site prerequisites" minus pager_serializer: views answer bare arrays, and CSRF
 * is checked only where a route declares it; no contributed module beyond those, so no sitemap
 * (simple_sitemap is the site's: /sitemap.xml answers 404 in core). Everything else (file URLs, `_format`, login) is Drupal's own
 * behaviour and the same in both.
 */
export type DrupalMode = 'site' | 'core';

export const DRUPAL_MODES: readonly DrupalMode[] = ['site', 'core'];

/** Reads `SANDBOX_DRUPAL`; unset or empty means `site`. A typo fails loudly rather than playing the wrong Drupal. */
export function readDrupalMode(value: string | undefined): DrupalMode {
  if (value === undefined || value === '') return 'site';
  const mode = DRUPAL_MODES.find((candidate) => candidate === value);
  if (!mode) throw new Error(`SANDBOX_DRUPAL must be "site" or "core", not "${value}".`);
  return mode;
}
