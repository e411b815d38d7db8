import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { DISCUSSIONS_REFUSAL, readsDiscussions } from './discussion-access';
import { findNodeById } from './tables/nodes';
import { findTopic } from './tables/topics';
import type { RouteRequirements } from './route-requirements';
import { toTopicEntity } from './wire/topic-entity';
import { textPlaceOf } from './wire/basic-html';

/**
 * Core's REST resource `entity:node`, GET: the portal reads content through `{app}-json/get/page`, never
 * here, but a stranger may ask, so the stand-in answers as Drupal does: an unknown node is a parameter
 * that was not converted (404), a topic is for readers of the discussions (discussion-access.ts), with its
 * edit time and comment statistics (topic-entity.ts), any other node its fields in Drupal's shape.
 */
export const nodeRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  const config: RouteRequirements = { requestFormat: 'json', csrf: 'header' };
  // A topic's PATCH and DELETE are topic-editing-routes.ts's.
  app.get<{ Params: { nid: string } }>('/node/:nid', { config }, async (request, reply) => {
    const nid = /^\d{1,10}$/.test(request.params.nid) ? Number(request.params.nid) : null;
    const node = nid === null ? undefined : findNodeById(db, nid);
    const topic = nid === null ? undefined : findTopic(db, nid);
    if (topic) {
      if (!readsDiscussions(db, request.cmsSession?.uid))
        return reply.code(403).send({ message: DISCUSSIONS_REFUSAL });
      return toTopicEntity(db, topic, textPlaceOf(request));
    }
    if (!node) return reply.code(404).send({ message: NOT_CONVERTED });
    return entity(node.nid, node.type, node.title);
  });
};

const NOT_CONVERTED =
  'The "node" parameter was not converted for the path "/node/{node}" (route name: "rest.entity.node.GET")';

/** The fields every node has, as core's serializer writes them. */
const entity = (nid: number, type: string, title: string) => ({
  nid: [{ value: nid }],
  type: [{ target_id: type, target_type: 'node_type' }],
  title: [{ value: title }],
  status: [{ value: true }],
});
