import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import type { Query } from '../host/query';
import type { DrupalMode } from './drupal-mode';
import type { RouteRequirements } from './route-requirements';
import { siteSearchView } from './search/site-search-view';
import { answerView } from './views/view-display';

const REST_EXPORT: RouteRequirements = { requestFormat: 'json' };

/** The site search's REST export: what it finds depends on who asks (topics for the discussions' readers, discussion-access.ts). */
export const searchRoutes: FastifyPluginAsync<{ db: SandboxDatabase; drupal: DrupalMode }> = async (
  app,
  { db, drupal },
) => {
  app.get<{ Querystring: Query }>('/rest/views/site_search/standard', { config: REST_EXPORT }, (request) =>
    Promise.resolve(
      answerView(siteSearchView(request.cmsSession?.uid ?? null, drupal), db, request.query, drupal),
    ),
  );
};
