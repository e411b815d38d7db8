import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  CORE_MARK_DIRECTORY,
  CORE_MISC_DIRECTORY,
  PRIVATE_FILE_DIRECTORY,
  PUBLIC_FILE_DIRECTORY,
} from './file-directories';
import { CORE_MARK_FILES, CORE_MISC_FILES, PRIVATE_FILES, PUBLIC_FILES } from './hosted-files';

type Catalogue = Readonly<Record<string, string>>;

/**
 * The content system's files: public ones for everybody, private ones (Drupal's `system/files` route)
 * for logged-in users only, as a members-only document would be; core's error icon, which its picture
 * filter puts in place of a picture it removes (wire/secure-images.ts), and core's picture that filter keeps.
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>('/sites/default/files/:name', async (request, reply) =>
    sendFile(reply, PUBLIC_FILES, PUBLIC_FILE_DIRECTORY, request.params.name, 'public, max-age=86400'),
  );

  app.get<{ Params: { name: string } }>('/core/misc/icons/e32700/:name', async (request, reply) =>
    sendFile(reply, CORE_MARK_FILES, CORE_MARK_DIRECTORY, request.params.name, 'public, max-age=86400'),
  );

  app.get<{ Params: { name: string } }>('/core/misc/:name', async (request, reply) =>
    sendFile(reply, CORE_MISC_FILES, CORE_MISC_DIRECTORY, request.params.name, 'public, max-age=86400'),
  );

  app.get<{ Params: { name: string } }>('/system/files/:name', async (request, reply) => {
    if (!request.cmsSession) return reply.code(403).send({ message: 'Access denied.' });
    return sendFile(reply, PRIVATE_FILES, PRIVATE_FILE_DIRECTORY, request.params.name, 'private');
  });
};

async function sendFile(reply: FastifyReply, files: Catalogue, folder: string, name: string, cache: string) {
  const type = Object.hasOwn(files, name) ? files[name] : undefined;
  if (type === undefined) return reply.code(404).send({ message: 'File not found.' });
  const content = await readFile(join(folder, name));
  return reply.type(type).header('cache-control', cache).send(content);
}
