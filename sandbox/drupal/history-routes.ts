import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { readsDiscussions } from './discussion-access';
import { findNodeById } from './tables/nodes';
import { findTopic } from './tables/topics';
import { readTimestamps, recordRead } from './tables/history';
import { drupalHtmlPage } from './wire/drupal-html-page';
import { phpFormField, phpJsonArray } from './wire/php-form';

/**
 * Core's history module (its HistoryController): `history/{nid}/read` records that the user read the node
 * now and answers the time (unix seconds, any method); `history/get_node_read_timestamps` answers the user's
 * last read of each node named by the form field `node_ids[]` (0 for one never read, or for an id that names
 * no node). No `_format` and no CSRF requirement (core declares none; the site's own rule for unsafe methods
 * still holds there). An anonymous visitor gets Drupal's HTML "Access denied" page; a body without `node_ids`
 * (JSON, say) its HTML "Page not found"; `node_ids` without brackets its HTML "Client error" (400).
 */
export const historyRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  // Core reads the form as PHP does: `node_ids[]` repeated.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );

  app.route<{ Params: { nid: string } }>({
    method: ['GET', 'POST'],
    url: '/history/:nid/read',
    handler: async (request, reply) => {
      const uid = request.cmsSession?.uid;
      if (uid === undefined) return drupalHtmlPage(reply, 403);
      const nid = /^\d{1,10}$/.test(request.params.nid) ? Number(request.params.nid) : null;
      const topic = nid === null ? undefined : findTopic(db, nid);
      if (!topic && (nid === null || !findNodeById(db, nid))) return drupalHtmlPage(reply, 404);
      // `_entity_access: node.view`: a topic for the discussions' readers only.
      if (topic && !readsDiscussions(db, uid)) return drupalHtmlPage(reply, 403);
      const now = Math.floor(Date.now() / 1000);
      recordRead(db, uid, nid!, now);
      return reply.type('application/json').send(String(now));
    },
  });

  app.post<{ Body: unknown }>('/history/get_node_read_timestamps', async (request, reply) => {
    const uid = request.cmsSession?.uid;
    if (uid === undefined) return drupalHtmlPage(reply, 403);
    const form = request.body;
    const nodeIds = form instanceof URLSearchParams ? phpFormField(form, 'node_ids') : undefined;
    if (nodeIds === undefined) return drupalHtmlPage(reply, 404);
    // Core reads it as a list (`$request->request->all('node_ids')`): a single value is Symfony's 400.
    if (!Array.isArray(nodeIds)) return drupalHtmlPage(reply, 400);
    const stamps = readTimestamps(db, uid, nodeIds);
    return reply.type('application/json').send(phpJsonArray([...stamps]));
  });
};
