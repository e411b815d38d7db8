import type { Multipart } from '@fastify/multipart';
import { extensionOf, FILE_KINDS, FILE_REFUSALS, MAX_FILE_BYTES, refusalOfSample } from './attachment-check';
import { refusal } from '../host/server-errors';
import { discardUploads, receiveUpload, type ArrivedUpload } from './uploads';

/** The parts of a multipart body, read one by one as they arrive. */
export type TopicParts = AsyncIterableIterator<Multipart>;

/**
 * The New Topic form has four fields and the member's files. PHP allows 20 files a request by default
 * (max_file_uploads), a file may be 32 MB and not a byte more, and a message with pasted images may be
 * large, but not without bound. Past a limit @fastify/multipart throws 413.
 */
export const TOPIC_FORM_LIMITS = {
  files: 20,
  fields: 8,
  parts: 28,
  fileSize: MAX_FILE_BYTES,
  fieldSize: 8 * 1024 * 1024,
};

export interface ReceivedForm {
  fields: Record<string, string>;
  /** The files that arrived, on disk under their partial names until they are kept or discarded. */
  files: (ArrivedUpload & { name: string })[];
  /** The first file that may not be stored, and why. */
  refusal: string | null;
}

/** The group's id, when the form's first part is `group_id` (the portal sends it first); else undefined. */
export async function readGroupField(parts: TopicParts): Promise<string | undefined> {
  const first = await parts.next();
  if (first.done || first.value.type !== 'field' || first.value.fieldname !== 'group_id') return undefined;
  return String(first.value.value);
}

/**
 * Reads the rest of the form, streaming each wanted file to the uploads folder. Once a file is refused the
 * later ones are skipped unread. On any failure (a limit, a broken body) nothing stays on disk.
 */
export async function receiveTopicForm(parts: TopicParts, uploads: string): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: {}, files: [], refusal: null };
  const refuse = (why: string) => (form.refusal ??= why);
  try {
    for await (const part of { [Symbol.asyncIterator]: () => parts }) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw refusal(413, `The field ${part.fieldname} is too large.`);
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      // Only the member's own file name, never a path it may carry.
      const name = part.filename.split(/[\\/]/).pop() ?? '';
      const wanted = part.fieldname === 'field_files[]' && name !== '';
      if (wanted && !Object.hasOwn(FILE_KINDS, extensionOf(name))) refuse(FILE_REFUSALS.type);
      if (!wanted || form.refusal !== null) {
        part.file.resume();
        continue;
      }
      const arrived = await receiveUpload(uploads, part.file);
      form.files.push({ ...arrived, name });
      const why = part.file.truncated ? FILE_REFUSALS.size : refusalOfSample(name, arrived.sample);
      if (why !== null) refuse(why);
    }
  } catch (error) {
    discardUploads(
      uploads,
      form.files.map((file) => file.partial),
    );
    throw error;
  }
  return form;
}
