/** Where the portal runs, and the base URLs of the remote systems (configuration; possibly relative). */
export interface LinkContext {
  /** The portal's own origin, e.g. `https://necs.org`. */
  readonly appOrigin: string;
  readonly remoteBases: readonly string[];
}

/**
 * Where Drupal serves files, mounted however it is: a link there is a download or a file, never a portal
 * page (docs/wire-drupal.md, "Site prerequisites"). Kept even when the adapter has rebased them, for HTML
 * that reached us otherwise.
 */
const FILE_PATHS = ['/sites/', '/system/files/'];

/**
 * A remote system served from the portal's origin (a proxy's `/cms/`) owns the paths below its base. A base
 * at the root would claim every path of the portal, so it claims none.
 */
function isUnderBase(url: URL, base: string, appOrigin: string): boolean {
  const baseUrl = new URL(base, appOrigin);
  return (
    baseUrl.origin === url.origin && baseUrl.pathname !== '/' && url.pathname.startsWith(baseUrl.pathname)
  );
}

/**
 * Whether following a link (`href`, absolute or relative to the portal's origin) stays inside the
 * single-page app. Only the portal's own pages do; files, the remote systems' addresses, other origins and
 * other schemes (`mailto:`) are left to the browser, which loads or downloads them.
 */
export function routesInApp(href: string, { appOrigin, remoteBases }: LinkContext): boolean {
  const url = new URL(href, appOrigin);
  if (url.origin !== appOrigin) return false;
  if (FILE_PATHS.some((path) => url.pathname.startsWith(path))) return false;
  return !remoteBases.some((base) => isUnderBase(url, base, appOrigin));
}
