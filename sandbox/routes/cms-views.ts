import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../db/database';
import type { Query } from '../query';
import { publicConferencesView } from '../views/public-conferences';
import { publicNewsView } from '../views/public-news';
import { publicTimelineView } from '../views/public-timeline';
import { vocabularyView } from '../views/vocabularies';

interface ViewDefinition {
  displays: readonly string[];
  render: (db: SandboxDatabase, query: Query) => unknown;
}

/** The REST exports of the views the front end reads, by view and display. */
const VIEWS: Record<string, ViewDefinition> = {
  public_news: { displays: ['title', 'teaser'], render: publicNewsView },
  public_conferences: { displays: ['teaser', 'title'], render: publicConferencesView },
  vocab_news: { displays: ['as_filter'], render: vocabularyView('news') },
  vocab_tags: { displays: ['as_filter'], render: vocabularyView('tags') },
  public_timeline: { displays: ['standard'], render: publicTimelineView },
};

export const cmsViewRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  app.get<{ Params: { view: string; display: string }; Querystring: Query }>(
    '/rest/views/:view/:display',
    async (request, reply) => {
      const { view, display } = request.params;
      const definition = Object.hasOwn(VIEWS, view) ? VIEWS[view] : undefined;
      if (!definition || !definition.displays.includes(display)) {
        return reply.code(404).send({ message: `No route found for "GET ${request.url}"` });
      }
      return definition.render(db, request.query);
    },
  );
};
