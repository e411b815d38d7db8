import { Quill } from 'react-quill-new';
import type LinkFormat from 'quill/formats/link';
import type ImageFormat from 'quill/formats/image';
import { safeImageAddress, safeLinkAddress } from './editor-rules';

const Link = Quill.import('formats/link') as typeof LinkFormat;
const Image = Quill.import('formats/image') as typeof ImageFormat;

/** Quill's link, held to the portal's protocols (Quill's own list also lets `sms:` through). */
class SafeLink extends Link {
  static override sanitize(url: string): string {
    return safeLinkAddress(url);
  }
}

class SafeImage extends Image {
  static override sanitize(url: string): string {
    return safeImageAddress(url);
  }
}

let registered = false;

/** Replaces Quill's link and image formats once, before the first editor is made. */
export function registerSafeFormats(): void {
  if (registered) return;
  Quill.register({ 'formats/link': SafeLink, 'formats/image': SafeImage }, true);
  registered = true;
}
