/**
 * A path relative to Drupal's base (`rest/views/custom_news/block`, a query allowed), as a page's paragraphs
 * may name a view. Anything else is an address the editor chose: an absolute or protocol-relative URL, a
 * root path, a `..` segment. The browser, and the server drawing the first screen, would call it as given.
 */
const RELATIVE_PATH = /^[A-Za-z0-9_][A-Za-z0-9_\-./]*(?:\?[^#\s]*)?$/;
const CLIMBS_OUT = /(?:^|\/)\.\.?(?:\/|\?|$)/;

export const isDrupalRelativePath = (value: string): boolean =>
  RELATIVE_PATH.test(value) && !CLIMBS_OUT.test(value.split('?')[0]!);

/** A views display's machine name (`teaser`, `block_1`): it goes into the view's path. */
export const isDisplayName = (value: string): boolean => /^[A-Za-z0-9_]+$/.test(value);

/** The value when `accept` takes it; otherwise the fallback, with a development warning naming the field. */
export function insideDrupal(
  value: string,
  field: string,
  accept: (value: string) => boolean,
  fallback: string,
) {
  if (value === '' || accept(value)) return value;
  console.warn(`${field} "${value}" is not a path inside Drupal and is not used.`);
  return fallback;
}
