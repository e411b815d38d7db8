import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { mimeOf } from './attachment-check';
import type { SandboxDatabase } from '../storage/database';
import { findGroup, isGroupMember, isInAnyGroup, type SandboxGroup } from './tables/groups';
import { insertTopic, insertTopicFile, nextTopicNid } from './tables/topics';
import { parseEntityId } from '../host/entity-id';
import { nodeTitleRefusal } from './node-title';
import type { RouteRequirements } from './route-requirements';
import { isAssociationMember } from './discussion-access';
import { discardUploads, keepUpload } from './uploads';
import { drupalNow } from './wire/drupal-time';
import { readGroupField, receiveTopicForm, TOPIC_FORM_LIMITS, type TopicParts } from './topic-form';

/** A POST of the custom module with `_csrf_request_header_token`: checked in both Drupals. */
const POST_TOPIC: RouteRequirements = { userIsLoggedIn: true, csrf: 'header' };

export const TOPIC_REFUSALS = {
  notAssociationMember: 'Only members of the association can post topics.',
  notMember: 'You are not a member of this group.',
  noTitle: 'The title is required.',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The group a topic post is for and the rest of its body, once the poster is known to be a member. */
    topicPost: { group: SandboxGroup; uid: number; parts: TopicParts } | null;
  }
}

interface PostingOptions {
  db: SandboxDatabase;
  appName: string;
  uploads: string;
}

/**
 * `POST {app}-workgroup/post-topic`: multipart `group_id`, `title`, `message`, `group`, files as
 * `field_files[]`. Members of the association who are members of the group only (403); every file checked
 * again (400 with the reason);
 * nothing is stored unless everything may be. 201 `{"nid"}`.
 *
 * Session and CSRF are checked before the body is read (the route requirements, on request), and so are
 * membership of the association and group membership (the pre-handler, reading no further than `group_id`); only a member's files are read,
 * and then streamed to disk.
 */
export const topicPostingRoutes: FastifyPluginAsync<PostingOptions> = async (
  app,
  { db, appName, uploads },
) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: false, limits: TOPIC_FORM_LIMITS });
  app.decorateRequest('topicPost', null);

  async function admitGroupMember(request: FastifyRequest, reply: FastifyReply) {
    const notMember = () => reply.code(403).send({ message: TOPIC_REFUSALS.notMember });
    const uid = request.cmsSession?.uid;
    // Someone outside the association, or in no group, may post nowhere: refused before a byte of the body
    // is read.
    if (!isAssociationMember(db, uid))
      return reply.code(403).send({ message: TOPIC_REFUSALS.notAssociationMember });
    if (!isInAnyGroup(db, uid)) return notMember();
    const parts = request.parts();
    const groupId = parseEntityId(await readGroupField(parts));
    const group = groupId === null ? undefined : findGroup(db, groupId);
    if (!group || !isGroupMember(db, group.id, uid)) return notMember();
    request.topicPost = { group, uid, parts };
  }

  app.post(
    `/${appName}-workgroup/post-topic`,
    { config: POST_TOPIC, preHandler: admitGroupMember },
    async (request, reply) => {
      if (!request.topicPost) throw new Error('The pre-handler let a post through unchecked.');
      const { group, uid, parts } = request.topicPost;
      const { fields, files, refusal } = await receiveTopicForm(parts, uploads);
      const title = (fields.title ?? '').trim();
      const tooLong = nodeTitleRefusal(title);
      const why = title === '' ? TOPIC_REFUSALS.noTitle : (tooLong ?? refusal);
      if (why !== null) {
        discardUploads(
          uploads,
          files.map((file) => file.partial),
        );
        return reply.code(why === tooLong ? 422 : 400).send({ message: why });
      }

      const nid = nextTopicNid(db);
      const stored = files.map((file) => ({
        ...file,
        storedName: keepUpload(uploads, file.partial, file.name),
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
        for (const { name, storedName, sample } of stored)
          insertTopicFile(db, { nid, name, storedName, mime: mimeOf(name), size: sample.size });
      })();
      return reply.code(201).send({ nid });
    },
  );
};
