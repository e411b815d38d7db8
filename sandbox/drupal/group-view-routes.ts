import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { parseEntityId } from '../host/entity-id';
import type { RouteRequirements } from './route-requirements';
import { groupLeaderRows, groupSingleRows, groupTopicRows, topicSingleRows } from './views/group-views';

const REST_EXPORT: RouteRequirements = { requestFormat: 'json' };

/** Views REST exports that take a contextual argument in the path; bare arrays in both Drupals. */
const ARGUMENT_VIEWS = {
  'group/single': groupSingleRows,
  'group_leaders/standard': groupLeaderRows,
  'group_topics/list': groupTopicRows,
  'group_topics/single': topicSingleRows,
} as const;

export const groupViewRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  for (const [path, rowsOf] of Object.entries(ARGUMENT_VIEWS)) {
    app.get<{ Params: { id: string } }>(`/rest/views/${path}/:id`, { config: REST_EXPORT }, async (request) =>
      rowsOf(db, parseEntityId(request.params.id)),
    );
  }
};
