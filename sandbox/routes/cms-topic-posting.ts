import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  extensionOf,
  FILE_KINDS,
  FILE_REFUSALS,
  MAX_FILE_BYTES,
  mimeOf,
  refusalOf,
} from '../attachment-check';
import type { SandboxDatabase } from '../db/database';
import { findGroup, isGroupMember } from '../db/groups';
import { insertTopic, insertTopicFile, nextTopicNid } from '../db/topics';
import { parseEntityId } from '../entity-id';
import type { RouteRequirements } from '../route-requirements';
import { storeUpload } from '../uploads';
import { drupalNow } from '../wire/drupal-time';

/** A POST of the custom module with `_csrf_request_header_token`: checked in both Drupals. */
const POST_TOPIC: RouteRequirements = { userIsLoggedIn: true, csrf: 'header' };

export const TOPIC_REFUSALS = {
  notMember: 'You are not a member of this group.',
  noTitle: 'The title is required.',
} as const;

interface ReceivedForm {
  fields: Record<string, string>;
  files: { name: string; bytes: Buffer }[];
  /** The first file that may not be stored, and why. */
  refusal: string | null;
}

interface PostingOptions {
  db: SandboxDatabase;
  appName: string;
  uploads: string;
}

/**
 * `POST {app}-workgroup/post-topic`: multipart `group_id`, `title`, `message`, `group`, files as
 * `field_files[]`. Members of the group only (403); every file checked again (400 with the reason);
 * nothing is stored unless everything may be. 201 `{"nid"}`.
 */
export const cmsTopicPostingRoutes: FastifyPluginAsync<PostingOptions> = async (
  app,
  { db, appName, uploads },
) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    // A message with pasted images can be large; a file may be 32 MB and not a byte more.
    limits: { fileSize: MAX_FILE_BYTES, fieldSize: 16 * 1024 * 1024, files: 50 },
  });

  app.post(`/${appName}-workgroup/post-topic`, { config: POST_TOPIC }, async (request, reply) => {
    const { fields, files, refusal } = await receiveForm(request);
    const groupId = parseEntityId(fields.group_id);
    const group = groupId === null ? undefined : findGroup(db, groupId);
    const uid = request.cmsSession?.uid ?? 0;
    if (!group || !isGroupMember(db, group.id, uid))
      return reply.code(403).send({ message: TOPIC_REFUSALS.notMember });
    const title = (fields.title ?? '').trim();
    if (title === '') return reply.code(400).send({ message: TOPIC_REFUSALS.noTitle });
    if (refusal !== null) return reply.code(400).send({ message: refusal });

    const nid = nextTopicNid(db);
    const stored = files.map((file) => ({
      ...file,
      storedName: storeUpload(uploads, file.name, file.bytes),
    }));
    db.transaction(() => {
      insertTopic(db, {
        nid,
        groupId: group.id,
        title,
        uid,
        created: drupalNow(),
        body: fields.message ?? '',
      });
      for (const { name, bytes, storedName } of stored)
        insertTopicFile(db, { nid, name, storedName, mime: mimeOf(name), size: bytes.length });
    })();
    return reply.code(201).send({ nid });
  });
};

async function receiveForm(request: FastifyRequest): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: {}, files: [], refusal: null };
  const refuse = (why: string) => (form.refusal ??= why);
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      form.fields[part.fieldname] = String(part.value);
      continue;
    }
    // Only the member's own file name, never a path it may carry.
    const name = part.filename.split(/[\\/]/).pop() ?? '';
    const wanted = part.fieldname === 'field_files[]' && name !== '';
    if (!wanted || !Object.hasOwn(FILE_KINDS, extensionOf(name))) {
      part.file.resume();
      if (wanted) refuse(FILE_REFUSALS.type);
      continue;
    }
    const bytes = await part.toBuffer();
    const why = part.file.truncated ? FILE_REFUSALS.size : refusalOf(name, bytes);
    if (why === null) form.files.push({ name, bytes });
    else refuse(why);
  }
  return form;
}
