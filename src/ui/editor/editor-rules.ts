import { pictureRemoval, type PictureRemoval } from '@/domain/files/site-picture';

/**
 * What the rich-text editor lets into a member's message (docs/behaviour.md, Rich-text editor). Kept apart from Quill so the
 * rules read, and are tested, as plain functions; `quill-formats.ts` plugs them into the editor.
 */

/** Links may only lead to these; any other protocol becomes a blank address. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;
export const BLANK_LINK = 'about:blank';

/** Inserted images must come from these; anything else points nowhere (Quill's own "//:0"). */
export const IMAGE_PROTOCOLS = ['http', 'https', 'data'] as const;
export const BLANK_IMAGE = '//:0';

/** The image picker accepts these files. */
export const IMAGE_MIME_TYPES = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
] as const;

/** Resolves relative addresses against a neutral base, as a browser resolves them against the page. */
const BASE = 'https://portal.invalid/';

function protocolOf(address: string): string | null {
  try {
    return new URL(address.trim(), BASE).protocol.slice(0, -1);
  } catch {
    return null;
  }
}

const allows = (protocols: readonly string[], address: string) => {
  const protocol = protocolOf(address);
  return protocol !== null && protocols.includes(protocol);
};

export const safeLinkAddress = (address: string): string =>
  allows(LINK_PROTOCOLS, address) ? address : BLANK_LINK;

export const safeImageAddress = (address: string): string =>
  allows(IMAGE_PROTOCOLS, address) ? address : BLANK_IMAGE;

export const isAcceptedImageType = (mimeType: string): boolean =>
  (IMAGE_MIME_TYPES as readonly string[]).includes(mimeType);

/**
 * Every picture type a browser pastes or drops: each is offered to the editor's uploader, which refuses it
 * with a word (rich-text-editor.tsx) rather than letting the paste do nothing.
 */
export const PASTED_PICTURE_TYPES = [
  ...IMAGE_MIME_TYPES,
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'image/tiff',
  'image/heic',
  'image/heif',
] as const;

/**
 * Whether the content system keeps a picture in a member's message. Drupal's basic_html format runs
 * filter_html_image_secure: an image is kept only when its address, made relative, lies under the site's own
 * root and names a file there that getimagesize() reads, a raster picture; any other (another site's, one
 * embedded as `data:`, an SVG) is replaced by core's "Image removed." mark when read. So the editor keeps only
 * raster pictures under `siteRoot` (the content system's address, absolute), read as Drupal reads them, on its
 * own host (domain/files/site-picture.ts), and refuses the others when they are pasted or dropped.
 */
export const isKeptPicture = (address: string, siteRoot: string): boolean =>
  pictureLeftOut(address, siteRoot) === null;

/** Why the editor leaves a pasted picture out (isKeptPicture), said to the member; null when it stays. */
export const pictureLeftOut = (address: string, siteRoot: string): PictureRemoval | null =>
  URL.canParse(siteRoot)
    ? pictureRemoval(address, { root: siteRoot, origin: new URL(siteRoot).origin })
    : 'elsewhere';
