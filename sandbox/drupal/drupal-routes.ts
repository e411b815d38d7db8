import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import type { DrupalMode } from './drupal-mode';
import { answerErrorsAs, refusal } from '../host/server-errors';
import { toDrupalJson } from './wire/drupal-json';
import { withDrupalAnswerHeaders } from './drupal-answer-headers';
import { adminRoutes } from './admin-routes';
import { authRoutes } from './auth-routes';
import { fileRoutes } from './file-routes';
import { groupEditingRoutes } from './group-editing-routes';
import { groupRoutes } from './group-routes';
import { nodeRoutes } from './node-routes';
import { searchRoutes } from './search-routes';
import { registerSessionHooks } from './session-hooks';
import { siteRoutes } from './site-routes';
import { sitemapRoutes } from './sitemap-routes';
import { userRoutes } from './user-routes';
import { viewRoutes } from './view-routes';

export interface DrupalOptions {
  db: SandboxDatabase;
  /** The `{app}` segment of the custom module's paths (`necs-json/...`). */
  appName: string;
  drupal: DrupalMode;
  /** The folder of topic attachments (uploads.ts). */
  uploads: string;
  /** simple_sitemap's base URL (sitemap-routes.ts); unset, the origin each request came in on. */
  sitemapBaseUrl?: string;
  /** Drupal's `user.flood` `uid_only` (login-flood.ts). */
  floodUidOnly: boolean;
}

/** The content system (Drupal) stand-in. Every route inside shares its session, CSRF and JSON rules. */
export const drupalRoutes: FastifyPluginAsync<DrupalOptions> = async (
  app,
  { db, appName, drupal, uploads, sitemapBaseUrl, floodUidOnly },
) => {
  app.setReplySerializer(toDrupalJson);
  // Drupal's 4xx bodies carry {"message": ...}; the front end's login reads it.
  answerErrorsAs(app, (message) => ({ message }));
  acceptEmptyBodies(app);
  app.addHook('onSend', async (_request, reply, payload) => (withDrupalAnswerHeaders(reply), payload));
  registerSessionHooks(app, db, drupal);
  // Member text is drawn through this Drupal's text format (wire/basic-html.ts).
  app.decorateRequest('drupalMode', drupal);

  await app.register(authRoutes, { db, floodUidOnly });
  await app.register(userRoutes, { db });
  await app.register(nodeRoutes, { db });
  await app.register(siteRoutes, { db, appName });
  await app.register(viewRoutes, { db, drupal });
  await app.register(searchRoutes, { db, drupal });
  await app.register(adminRoutes, { db });
  await app.register(groupEditingRoutes, { db });
  await app.register(fileRoutes);
  await app.register(groupRoutes, { db, appName, drupal, uploads });
  // A contributed module the site has and a stock Drupal does not: there, /sitemap.xml is not found.
  if (drupal === 'site') await app.register(sitemapRoutes, { db, baseUrl: sitemapBaseUrl });
};

/**
 * Drupal accepts a body-less POST (`user/logout`) whatever Content-Type it claims; Fastify answers 415
 * for a type it has no parser for. So an empty body of any type reads as no body; a body of a type no
 * route reads is still 415. JSON and plain text keep their own parsers.
 */
function acceptEmptyBodies(app: FastifyInstance): void {
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    if (body.length === 0) done(null, undefined);
    else done(refusal(415, 'Unsupported Media Type'), undefined);
  });
}
