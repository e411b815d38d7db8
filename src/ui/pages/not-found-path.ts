/** The not-found screen's route. */
export const NOT_FOUND_ROUTE = '/404/:resource';

/**
 * Where the app shows that the content system has no page at `pathname`: GenericPage moves there, and the
 * server draws that screen for such a path, so both name the same address. The path is encoded once, as the
 * reader wrote it (`/a%20b` and `/a b` both give `/404/a%20b`, never `/404/a%2520b`).
 */
export function notFoundPath(pathname: string): string {
  return `/404/${encodeURIComponent(decodedPath(pathname).replace(/^\/+/, '') || 'page')}`;
}

/** `/a b` for `/a%20b`; a malformed escape stays as it is. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
