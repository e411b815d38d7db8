/**
 * The files the content system "hosts": public ones under `sites/default/files/`, private ones under
 * `system/files/` (Drupal's private file route, which checks access). Only these names ever reach the
 * file system, so no requested path can escape the folders.
 */
export const PUBLIC_FILES = {
  'projector.svg': 'image/svg+xml',
  'film-strip.svg': 'image/svg+xml',
  'screening-room.svg': 'image/svg+xml',
  'archive-reels.svg': 'image/svg+xml',
  'projection-booth.png': 'image/png',
  'necs-statutes.pdf': 'application/pdf',
} as const;

/**
 * The types PHP's getimagesize() reads as a picture (raster formats; an SVG is text to it): what core's
 * filter_html_image_secure keeps of a local file (wire/secure-images.ts).
 */
const RASTER_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Whether `name` is one of `files` that getimagesize() would read. */
export function isRasterFile(files: Readonly<Record<string, string>>, name: string): boolean {
  return Object.hasOwn(files, name) && RASTER_TYPES.has(files[name]!);
}

/** Whether `name` is a public file the site holds and getimagesize() would read. */
export const isRasterPublicFile = (name: string) => isRasterFile(PUBLIC_FILES, name);

/** Core's own picture files the sandbox serves under `core/misc/icons/e32700/` (the "Image removed." mark's). */
export const CORE_MARK_FILES = { 'error.svg': 'image/svg+xml' } as const;

/**
 * Core's own files under `core/misc/` that the sandbox serves (a stand-in drawing for the druplicon): a file of
 * the Drupal root, which filter_html_image_secure keeps as it keeps the site's raster pictures.
 */
export const CORE_MISC_FILES = { 'druplicon.png': 'image/png' } as const;

export const PRIVATE_FILES = {
  'general-assembly-minutes-2026.pdf': 'application/pdf',
} as const;

/**
 * Drupal writes file URLs root-relative to its own host: `/sites/default/files/x.svg`. The sandbox's
 * Drupal host root is its `/cms` prefix (as behind a proxy mapping `/cms/` to Drupal's root), so the
 * file is served at `/cms/sites/default/files/x.svg` while every URL the sandbox writes lacks `/cms`:
 * clients must resolve it against the content system's base, as they must with a real Drupal.
 */
export function publicFileUrl(name: keyof typeof PUBLIC_FILES): string {
  return `/sites/default/files/${name}`;
}

export function privateFileUrl(name: keyof typeof PRIVATE_FILES): string {
  return `/system/files/${name}`;
}
