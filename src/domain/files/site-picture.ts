/**
 * Whether a picture's address leads to the site's own picture, judged by where a browser loads it from: the
 * WHATWG URL parser's reading of the address, which drops every tab, line feed and carriage return in it and
 * the control characters and spaces around it, reads a backslash as a slash and resolves dot segments, plain
 * or percent-encoded. `/<TAB>/remote.example/a.png` is `//remote.example/a.png` to it, another host; a pattern
 * over the written text took it for a path of this site. One rule for the editor (what the content system
 * keeps) and for the member sanitizer (what the portal shows), on the server and in the browser.
 */

/** The content system's root and, when known, the origin of the page the address is read on. */
export interface PictureSite {
  /** The content system's root as configured: absolute (`https://cms.example/`) or a path on the page's origin (`/cms/`). */
  readonly root: string;
  /** The page's origin (a browser's `location.origin`), so that an absolute address on it reads as the page's own. */
  readonly origin?: string | undefined;
}

/** What PHP's getimagesize() reads as a picture, by the file's name: a raster picture (an SVG is text to it). */
const RASTER_PICTURE = /\.(?:png|jpe?g|gif|webp)$/i;

/** Core's "Image removed." mark, the one picture of the content system's own that is no member's. */
const REMOVED_MARK = 'core/misc/icons/e32700/error.svg';

/** A slash, a backslash or a dot, percent-encoded: a server that decodes it may walk out of the folder. */
const ENCODED_SEPARATOR = /%(?:2f|5c|2e)/i;

/** Two pages of different origins and folders: an address read the same on both depends on neither. */
const PAGES = ['https://one.invalid/a/', 'https://other.invalid/b/'] as const;

/** Where an address leads: absolute, or a path on whatever origin the page has. */
type Place = { readonly url: URL; readonly onPageOrigin: boolean };

function parsed(address: string, base: string): URL | null {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}

/**
 * The URL parser's reading of `address` wherever it is read: absolute (`https://…`, `//host/…`, `/\host/…`), or
 * a path from the origin's root (`/cms/…`). An address relative to the page's folder (`a.png`, `?x`), one
 * that does not parse, and one outside http(s) (`data:`, `blob:`, `javascript:`) lead nowhere of the site's.
 */
function placeOf(address: string, origin: string | undefined): Place | null {
  const [one, other] = PAGES.map((page) => parsed(address, page));
  if (!one || !other || !/^https?:$/.test(one.protocol) || one.username || one.password) return null;
  if (one.href === other.href) return { url: one, onPageOrigin: one.origin === origin };
  const fromRoot =
    one.origin !== other.origin && one.pathname === other.pathname && one.search === other.search;
  return fromRoot
    ? { url: new URL(`${one.pathname}${one.search}`, origin ?? PAGES[0]), onPageOrigin: true }
    : null;
}

/**
 * The path under the content system's root that `address` leads to (`sites/default/files/a.png`) and the
 * address to draw, or null when it leads anywhere else: another host or scheme, the same host outside the root,
 * a place read against the page's folder, or a path with an encoded separator.
 */
function siteLocation(address: string, site: PictureSite): { path: string; drawn: string } | null {
  const root = placeOf(site.root, site.origin);
  const picture = placeOf(address, site.origin);
  if (!root || !picture || ENCODED_SEPARATOR.test(picture.url.pathname)) return null;
  const { url } = picture;
  const sameOrigin = root.onPageOrigin === picture.onPageOrigin && root.url.origin === url.origin;
  const folder = root.url.pathname.endsWith('/') ? root.url.pathname : `${root.url.pathname}/`;
  if (!sameOrigin || !url.pathname.startsWith(folder)) return null;
  // As the parser read it: on the page's origin as a path, so the server and every page draw it alike.
  const drawn = picture.onPageOrigin
    ? `${url.pathname}${url.search}`
    : `${url.origin}${url.pathname}${url.search}`;
  return { path: url.pathname.slice(folder.length), drawn };
}

/** An SVG, by the file's name: a picture of the site a member may take for one that stays. */
const SVG_PICTURE = /\.svgz?$/i;

/**
 * Why Drupal's basic_html removes a member's picture: an SVG (`svg`) or another file of the site that is no
 * raster picture (`not-raster`), or an address that leads elsewhere (`elsewhere`: another site, an embedded
 * picture, the same host outside the site's root).
 */
export type PictureRemoval = 'svg' | 'not-raster' | 'elsewhere';

/**
 * What Drupal's basic_html does with a member's picture (filter_html_image_secure): null when it keeps it,
 * an address under the site's root naming a raster picture there; else why it replaces it by core's
 * "Image removed." mark.
 */
export function pictureRemoval(address: string, site: PictureSite): PictureRemoval | null {
  const path = siteLocation(address, site)?.path;
  if (path === undefined) return 'elsewhere';
  if (RASTER_PICTURE.test(path)) return null;
  return SVG_PICTURE.test(path) ? 'svg' : 'not-raster';
}

/**
 * What the portal shows of a picture in member HTML, as the content system drew it: a raster picture of the
 * site's files (`sites/`), or core's "Image removed." mark in place of any other. The address to draw, as the
 * URL parser read it (no tab, no backslash left for another reading), or null for a picture not to load.
 */
export function drawnSitePicture(address: string, site: PictureSite): string | null {
  const location = siteLocation(address, site);
  if (!location) return null;
  const { path, drawn } = location;
  return (path.startsWith('sites/') && RASTER_PICTURE.test(path)) || path === REMOVED_MARK ? drawn : null;
}
