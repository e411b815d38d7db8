import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { readsDiscussions } from './discussion-access';
import { isGroupMember } from './tables/groups';
import { findTopicFile } from './tables/topics';

/**
 * `system/files/topics/{stored}`: a topic's attachment, for the discussions' readers (discussion-access.ts)
 * who are members of the topic's group too. Only
 * names the database knows reach the file system. The member's own file name is offered for saving;
 * `nosniff` keeps a browser from reading a member's upload as anything but its stored type.
 */
export const topicFileRoutes: FastifyPluginAsync<{ db: SandboxDatabase; uploads: string }> = async (
  app,
  { db, uploads },
) => {
  app.get<{ Params: { stored: string } }>('/system/files/topics/:stored', async (request, reply) => {
    const file = findTopicFile(db, request.params.stored);
    if (!file) return reply.code(404).send({ message: 'File not found.' });
    const uid = request.cmsSession?.uid;
    if (!readsDiscussions(db, uid) || !isGroupMember(db, file.groupId, uid))
      return reply.code(403).send({ message: 'Access denied.' });
    const content = await readFile(join(uploads, file.storedName));
    return reply
      .type(file.mime)
      .header('content-disposition', contentDisposition(file.name))
      .header('cache-control', 'private')
      .header('x-content-type-options', 'nosniff')
      .send(content);
  });
};

/** `attachment; filename="…"`, plus RFC 5987's `filename*` when the name is not plain ASCII. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const plain = `attachment; filename="${ascii}"`;
  return ascii === name ? plain : `${plain}; filename*=UTF-8''${encodeURIComponent(name)}`;
}
