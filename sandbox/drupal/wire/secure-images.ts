import { PREFIXES } from '../../host/prefixes';
import { CORE_MISC_FILES, isRasterFile, isRasterPublicFile } from '../hosted-files';

/**
 * What core's filter_filter_secure_image_alter() sets on a picture it will not show, in its order: its error
 * icon, 16 px square, with these words, and the class `filter-image-invalid` after any the picture had.
 */
const MARK = [
  ['src', '/core/misc/icons/e32700/error.svg'],
  ['alt', 'Image removed.'],
  [
    'title',
    'This image has been removed. For security reasons, only images from the local domain are allowed.',
  ],
  ['height', '16'],
  ['width', '16'],
] as const;

const IMAGE_TAG = /<img\b((?:"[^"]*"|'[^']*'|[^'">])*)>/gi;

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
const PUBLIC_FILE = /^\/sites\/default\/files\/([^/?#]+)$/;
const CORE_MISC_FILE = /^\/core\/misc\/([^/?#]+)$/;

/** A tag's attributes in their order, as the DOM holds them (the first of a repeated name wins). */
type Attributes = Map<string, string>;

/**
 * basic_html's picture filters (core 10.3's standard profile), after filter_html (basic-html.ts):
 * filter_html_image_secure (_filter_html_image_secure_process) makes each picture's address relative to this host and keeps it only when
 * that names a file under the Drupal root that getimagesize() reads, a raster picture the site holds or one of
 * core's own (under the sandbox's `/cms` mount as at Drupal's root); any other, another site's, one embedded as `data:`, an SVG or a
 * missing file, becomes core's mark: an address disguised by a tab or a line break (`/<TAB>/remote.example/…`)
 * names no file there either. Then filter_image_lazy_load gives every picture with a width and a height
 * `loading="lazy"` unless it asks to load eagerly (which filter_html's list does not let it ask).
 */
export function secureImages(html: string, host: string): string {
  return html.replace(IMAGE_TAG, (_, text: string) => {
    const attributes = attributesOf(text);
    const source = relativeToHost(attributes.get('src') ?? '', host);
    if (attributes.has('src')) attributes.set('src', source);
    if (!isReadablePicture(source)) markRemoved(attributes);
    if (attributes.has('width') && attributes.has('height') && attributes.get('loading') !== 'eager') {
      attributes.set('loading', 'lazy');
    }
    return `<img${[...attributes].map(([name, value]) => ` ${name}="${value}"`).join('')}>`;
  });
}

function attributesOf(text: string): Attributes {
  const attributes: Attributes = new Map();
  for (const [, name, quoted] of text.matchAll(ATTRIBUTE)) {
    const key = name!.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, valueOf(quoted));
  }
  return attributes;
}

/** The value as a double-quoted attribute writes it. */
function valueOf(quoted: string | undefined): string {
  if (quoted === undefined) return '';
  const bare = /^["']/.test(quoted) ? quoted.slice(1, -1) : quoted;
  return bare.replaceAll('"', '&quot;');
}

/** transformRelative(): an address on this host loses its scheme and host. */
const relativeToHost = (source: string, host: string) =>
  source.replace(new RegExp(`^https?://${escapeForPattern(host)}(?=/)`, 'i'), '');

/** A raster picture of the site's public files, or of core's own (`/core/misc/druplicon.png`). */
function isReadablePicture(source: string): boolean {
  const path = source.startsWith(`${PREFIXES.cms}/`) ? source.slice(PREFIXES.cms.length) : source;
  const file = PUBLIC_FILE.exec(path)?.[1];
  if (file !== undefined) return isRasterPublicFile(rawUrlDecoded(file));
  const coreFile = CORE_MISC_FILE.exec(path)?.[1];
  return coreFile !== undefined && isRasterFile(CORE_MISC_FILES, rawUrlDecoded(coreFile));
}

/** PHP's rawurldecode(), which leaves a malformed escape as it is rather than failing. */
function rawUrlDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function markRemoved(attributes: Attributes): void {
  for (const [name, value] of MARK) attributes.set(name, value);
  const classes = (attributes.get('class') ?? '').trim();
  attributes.set('class', classes ? `${classes} filter-image-invalid` : 'filter-image-invalid');
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The mark of a picture that had a `src` and at most an `alt`, as basic_html draws it. */
export const REMOVED_IMAGE = secureImages('<img src="">', '');
