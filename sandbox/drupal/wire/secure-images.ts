import { PREFIXES } from '../../host/prefixes';
import { isSandboxImageFile } from '../images';

/**
 * What core's FilterHooks::filterSecureImageAlter makes of a picture it will not show: its error mark, 16 px
 * square, with these words.
 */
export const REMOVED_IMAGE =
  '<img src="/core/misc/icons/e32700/error.svg" alt="Image removed." title="This image has been removed. ' +
  'For security reasons, only images from the local domain are allowed." height="16" width="16" ' +
  'class="filter-image-invalid">';

const IMAGE_TAG = /<img\b[^>]*>/gi;
const SOURCE = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const PUBLIC_IMAGE = /^\/sites\/default\/files\/([^/?#]+)$/;

/**
 * Member HTML as basic_html's filter_html_image_secure draws it (core's filter module): a picture whose address,
 * made relative to this host, names an image file the site hosts is kept (under the sandbox's `/cms` mount as
 * at Drupal's root); any other, another site's or one embedded as `data:`, is replaced by REMOVED_IMAGE.
 * Drupal filters when it draws, not when it stores: the stored value keeps what the member sent.
 */
export function secureImages(html: string, host: string): string {
  return html.replace(IMAGE_TAG, (tag) => (isOnThisSite(sourceOf(tag), host) ? tag : REMOVED_IMAGE));
}

function sourceOf(tag: string): string {
  const found = SOURCE.exec(tag);
  return found ? (found[1] ?? found[2] ?? found[3] ?? '') : '';
}

function isOnThisSite(source: string, host: string): boolean {
  const own = source.replace(new RegExp(`^https?://${escapeForPattern(host)}(?=/)`, 'i'), '');
  const path = own.startsWith(`${PREFIXES.cms}/`) ? own.slice(PREFIXES.cms.length) : own;
  const file = PUBLIC_IMAGE.exec(path)?.[1];
  return file !== undefined && isSandboxImageFile(decodeURIComponent(file));
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
