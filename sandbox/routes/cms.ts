import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../db/database';
import type { DrupalMode } from '../drupal-mode';
import { answerErrorsAs, refusal } from '../server-errors';
import { toDrupalJson } from '../wire/drupal-json';
import { cmsAdminRoutes } from './cms-admin';
import { cmsAuthRoutes } from './cms-auth';
import { cmsFileRoutes } from './cms-files';
import { cmsGroupRoutes } from './cms-groups';
import { registerSessionHooks } from './cms-session-hooks';
import { cmsSiteRoutes } from './cms-site';
import { cmsUserRoutes } from './cms-user';
import { cmsViewRoutes } from './cms-views';

export interface CmsOptions {
  db: SandboxDatabase;
  /** The `{app}` segment of the custom module's paths (`necs-json/...`). */
  appName: string;
  drupal: DrupalMode;
  /** The folder of topic attachments (uploads.ts). */
  uploads: string;
}

/** The content system (Drupal) stand-in. Every route inside shares its session, CSRF and JSON rules. */
export const cmsRoutes: FastifyPluginAsync<CmsOptions> = async (app, { db, appName, drupal, uploads }) => {
  app.setReplySerializer(toDrupalJson);
  // Drupal's 4xx bodies carry {"message": ...}; the front end's login reads it.
  answerErrorsAs(app, (message) => ({ message }));
  acceptEmptyBodies(app);
  registerSessionHooks(app, db, drupal);

  await app.register(cmsAuthRoutes, { db });
  await app.register(cmsUserRoutes, { db });
  await app.register(cmsSiteRoutes, { db, appName });
  await app.register(cmsViewRoutes, { db, drupal });
  await app.register(cmsAdminRoutes, { db });
  await app.register(cmsFileRoutes);
  await app.register(cmsGroupRoutes, { db, appName, uploads });
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
