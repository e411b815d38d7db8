/**
 * The custom module's server-side check of a topic's files: the file field's allowed extensions, its
 * 32 MB limit, and the leading bytes against the extension, so a renamed program is not stored as a
 * PDF. The sandbox keeps its own table (a real site configures its file field), which a test holds
 * equal to the portal's list.
 */

interface FileKind {
  mime: string;
  /** Whether the bytes can be this kind of file. */
  accepts(sample: FileSample): boolean;
}

/**
 * What the check needs of a file's bytes, gathered while they stream to disk: the leading bytes, whether
 * any byte is NUL, and how many there are.
 */
export interface FileSample {
  head: Buffer;
  hasNul: boolean;
  size: number;
}

/** Longer than any signature below. */
const HEAD_BYTES = 8;

/** Gathers a FileSample chunk by chunk, holding no more than the leading bytes. */
export class FileSampler {
  private readonly taken: FileSample = { head: Buffer.alloc(0), hasNul: false, size: 0 };

  add(chunk: Buffer): void {
    const { head } = this.taken;
    if (head.length < HEAD_BYTES)
      this.taken.head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
    this.taken.hasNul ||= chunk.includes(0);
    this.taken.size += chunk.length;
  }

  get sample(): FileSample {
    return { ...this.taken };
  }
}

const startsWith =
  (signature: number[]) =>
  ({ head }: FileSample) =>
    head.length >= signature.length && signature.every((byte, index) => head[index] === byte);

const PDF = startsWith([...Buffer.from('%PDF-')]);
const JPEG = startsWith([0xff, 0xd8, 0xff]);
/** DOCX, XLSX, ODS and OTS are zip archives. */
const ZIP = startsWith([0x50, 0x4b, 0x03, 0x04]);
/** DOC, XLS and PPT are OLE compound files. */
const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0]);
/** Plain text has no NUL bytes (empty text is text too). */
const TEXT = ({ hasNul }: FileSample) => !hasNul;

export const FILE_KINDS: Readonly<Record<string, FileKind>> = {
  txt: { mime: 'text/plain; charset=utf-8', accepts: TEXT },
  rdf: { mime: 'application/rdf+xml', accepts: TEXT },
  pdf: { mime: 'application/pdf', accepts: PDF },
  doc: { mime: 'application/msword', accepts: OLE },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', accepts: ZIP },
  xls: { mime: 'application/vnd.ms-excel', accepts: OLE },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', accepts: ZIP },
  ots: { mime: 'application/vnd.oasis.opendocument.spreadsheet-template', accepts: ZIP },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', accepts: ZIP },
  ppt: { mime: 'application/vnd.ms-powerpoint', accepts: OLE },
  jpg: { mime: 'image/jpeg', accepts: JPEG },
  jpeg: { mime: 'image/jpeg', accepts: JPEG },
};

export const MAX_FILE_BYTES = 33_554_432;

export const FILE_REFUSALS = {
  type: `Invalid file type. Supported formats are: ${Object.keys(FILE_KINDS).join(', ')}`,
  size: 'File size exceeds 32 MB limit',
  content: (name: string) => `The content of ${name} does not match its file type.`,
} as const;

/** The extension after the last dot, lower-cased; none for `README` or `.profile`. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The refusal for a file, or null when it may be stored. */
export function refusalOf(name: string, bytes: Buffer): string | null {
  const sampler = new FileSampler();
  sampler.add(bytes);
  return refusalOfSample(name, sampler.sample);
}

/** The same for a file sampled as it streamed in. */
export function refusalOfSample(name: string, sample: FileSample): string | null {
  const kind = Object.hasOwn(FILE_KINDS, extensionOf(name)) ? FILE_KINDS[extensionOf(name)] : undefined;
  if (!kind) return FILE_REFUSALS.type;
  if (sample.size > MAX_FILE_BYTES) return FILE_REFUSALS.size;
  return kind.accepts(sample) ? null : FILE_REFUSALS.content(name);
}

export function mimeOf(name: string): string {
  return FILE_KINDS[extensionOf(name)]?.mime ?? 'application/octet-stream';
}
