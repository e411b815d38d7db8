/** The not-found screen's route. */
export const NOT_FOUND_ROUTE = '/404/:resource';

/**
 * Where the app shows that the content system has no page at `pathname`: GenericPage moves there, and the
 * server draws that screen for such a path, so both name the same address.
 */
export function notFoundPath(pathname: string): string {
  return `/404/${encodeURIComponent(pathname.replace(/^\/+/, '') || 'page')}`;
}
