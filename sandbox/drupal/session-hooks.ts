import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { findActiveSession, touchSession, type CmsSession } from './tables/sessions';
import type { DrupalMode } from './drupal-mode';
import type { Query } from '../host/query';
import { checkRouteRequirements } from './route-requirements';
import { readsDiscussions } from './discussion-access';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in content-system session, or null for an anonymous visitor. */
    cmsSession: CmsSession | null;
  }
}

/** Drupal names its cookie SSESS + a hash of the site; a fixed hash keeps it stable across runs. */
export const SESSION_COOKIE = `SSESS${createHash('sha256').update('necs-sandbox').digest('hex').slice(0, 32)}`;

/** Drupal's default cookie lifetime (about 23 days). */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 2_000_000;

/**
 * Resolves the session cookie on every content-system request (an unknown or expired session simply
 * means anonymous), then checks what the matched route declares (`_format`, login state, CSRF, permission; see
 * route-requirements.ts) before its handler runs.
 */
export function registerSessionHooks(app: FastifyInstance, db: SandboxDatabase, mode: DrupalMode): void {
  app.decorateRequest('cmsSession', null);

  app.addHook('onRequest', async (request) => {
    const session = findActiveSession(db, request.cookies[SESSION_COOKIE]);
    if (session) touchSession(db, session.id);
    request.cmsSession = session ?? null;
  });

  app.addHook('onRequest', async (request, reply) => {
    const refusal = checkRouteRequirements(
      request.routeOptions.config,
      {
        method: request.method,
        query: request.query as Query,
        csrfHeader: request.headers['x-csrf-token'],
        session: request.cmsSession,
        readsDiscussions: () => readsDiscussions(db, request.cmsSession?.uid),
      },
      mode,
    );
    if (refusal) return reply.code(refusal.status).send({ message: refusal.message });
  });
}
