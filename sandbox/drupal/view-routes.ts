import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import type { DrupalMode } from './drupal-mode';
import type { Query } from '../host/query';
import type { RouteRequirements } from './route-requirements';
import { groupWorkgroupsView } from './views/group-views';
import { publicConferencesView } from './views/public-conferences';
import { publicNewsView } from './views/public-news';
import { publicTimelineView } from './views/public-timeline';
import { answerView, type ViewDefinition } from './views/view-display';
import { vocabularyView } from './views/vocabularies';

/** The REST exports of the views the front end reads, by view name. */
const VIEWS: Record<string, ViewDefinition> = {
  public_news: publicNewsView,
  public_conferences: publicConferencesView,
  vocab_news: vocabularyView('news'),
  vocab_tags: vocabularyView('tags'),
  public_timeline: publicTimelineView,
  group_workgroups: groupWorkgroupsView,
};

/** A REST export display is a route of its own with `_format: json`; an unknown one is simply not found. */
const REST_EXPORT: RouteRequirements = { requestFormat: 'json' };

export const viewRoutes: FastifyPluginAsync<{ db: SandboxDatabase; drupal: DrupalMode }> = async (
  app,
  { db, drupal },
) => {
  for (const [name, view] of Object.entries(VIEWS)) {
    for (const display of view.displays) {
      app.get<{ Querystring: Query }>(`/rest/views/${name}/${display}`, { config: REST_EXPORT }, (request) =>
        Promise.resolve(answerView(view, db, request.query, drupal)),
      );
    }
  }
};
