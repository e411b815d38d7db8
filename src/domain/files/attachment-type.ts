import { extensionOf } from './attachment-policy';

/**
 * What kind of file an attachment is, from its name's extension (the wire says nothing else about it): the
 * extension as its type's name ("PDF", "JPG"), and whether the page may show it as a picture. Only JPEG is shown
 * (`jpg`, `jpeg`), as the issue asks. A name with no extension, or one that is not plain letters and digits
 * (an invisible control in it, say), is of no named type and never a picture.
 */
export interface AttachmentType {
  /** The extension in capitals, or null when the name has none readable. */
  readonly name: string | null;
  readonly isImage: boolean;
}

const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'jpeg']);

export function attachmentType(fileName: string): AttachmentType {
  const extension = extensionOf(fileName);
  if (!/^[a-z0-9]{1,10}$/.test(extension)) return { name: null, isImage: false };
  return { name: extension.toUpperCase(), isImage: IMAGE_EXTENSIONS.has(extension) };
}
