import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { parseEntityId, parseEntityIds } from '../host/entity-id';
import type { Query } from '../host/query';
import type { DrupalMode } from './drupal-mode';
import type { RouteRequirements } from './route-requirements';
import { groupLeaderRows, groupSingleRows, groupTopicsView, topicSingleRows } from './views/group-views';
import { answerView } from './views/view-display';
import { readPageNumber } from './wire/pager';
import { textPlaceOf } from './wire/basic-html';

const REST_EXPORT: RouteRequirements = { requestFormat: 'json' };
/** The topic views' access plugin: the discussions' readers only (discussion-access.ts), 403 otherwise. */
const DISCUSSION_EXPORT: RouteRequirements = { ...REST_EXPORT, readsDiscussions: true };

/**
 * Views REST exports that take a contextual argument in the path; bare arrays in both Drupals. A group, its
 * members' uids and roles (no names) and its leaders' names are public; its topics are not.
 */
const ARGUMENT_VIEWS = [
  ['group/single', groupSingleRows, REST_EXPORT],
  ['group_leaders/standard', groupLeaderRows, REST_EXPORT],
] as const;

export const groupViewRoutes: FastifyPluginAsync<{ db: SandboxDatabase; drupal: DrupalMode }> = async (
  app,
  { db, drupal },
) => {
  for (const [path, rowsOf, config] of ARGUMENT_VIEWS) {
    app.get<{ Params: { id: string } }>(`/rest/views/${path}/:id`, { config }, async (request) =>
      rowsOf(db, parseEntityId(request.params.id)),
    );
  }
  // The argument allows several topics, `1+2+3`, as the list's (views' "Allow multiple values"), in both modes.
  // Core's comment field pages a topic's comments (`?page`, 50 a page); the site's view lists them all.
  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/rest/views/group_topics/single/:id',
    { config: DISCUSSION_EXPORT },
    async (request) =>
      topicSingleRows(
        db,
        parseEntityIds(request.params.id),
        textPlaceOf(request),
        drupal === 'core' ? readPageNumber(request.query.page) : null,
      ),
  );
  // A group's topics page as the site's other lists do (`?page`, pager_serializer), and not at all in core.
  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/rest/views/group_topics/list/:id',
    { config: DISCUSSION_EXPORT },
    async (request) =>
      answerView(
        groupTopicsView(parseEntityIds(request.params.id), request.cmsSession?.uid ?? 0),
        db,
        request.query,
        drupal,
      ),
  );
};
