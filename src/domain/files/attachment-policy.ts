import { fail, ok, type Result } from '../shared/result';

/** What may be attached to a topic (docs/behaviour.md, Attachments), compared case-insensitively. */
export const ALLOWED_EXTENSIONS = [
  'txt',
  'rdf',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ots',
  'ods',
  'ppt',
  'jpg',
  'jpeg',
] as const;

/** 32 MB: a file of exactly this size is allowed, one byte more is not. */
export const MAX_ATTACHMENT_BYTES = 33_554_432;

/** The two messages of docs/behaviour.md, 'Attachments', word for word. */
export const ATTACHMENT_MESSAGES = {
  invalidType: `Invalid file type. Supported formats are: ${ALLOWED_EXTENSIONS.join(', ')}`,
  tooLarge: 'File size exceeds 32 MB limit',
} as const;

/** The legend under the file control. */
export const ATTACHMENT_LEGEND = `Allowed: ${ALLOWED_EXTENSIONS.join(', ')}; Max size is 32 MB`;

export type AttachmentProblem =
  | { readonly kind: 'invalid-type'; readonly message: string }
  | { readonly kind: 'too-large'; readonly message: string };

/** The extension after the last dot, lower-cased; none for `README` or `.profile`. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Checks a file's name and size against the rules; the type is checked first, then the size (docs/behaviour.md,
 * 'Attachments').
 */
export function validateAttachment(file: {
  readonly name: string;
  readonly size: number;
}): Result<void, AttachmentProblem> {
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return fail({ kind: 'invalid-type', message: ATTACHMENT_MESSAGES.invalidType });
  }
  if (file.size > MAX_ATTACHMENT_BYTES)
    return fail({ kind: 'too-large', message: ATTACHMENT_MESSAGES.tooLarge });
  return ok(undefined);
}
