import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxDatabase } from '../db/database';
import { findActiveSession, touchSession, type CmsSession } from '../db/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in content-system session, or null for an anonymous visitor. */
    cmsSession: CmsSession | null;
  }
  interface FastifyContextConfig {
    /** Routes Drupal does not guard with the X-CSRF-Token header (only user/login). */
    csrfExempt?: boolean;
  }
}

/** Drupal names its cookie SSESS + a hash of the site; a fixed hash keeps it stable across runs. */
export const SESSION_COOKIE = `SSESS${createHash('sha256').update('necs-sandbox').digest('hex').slice(0, 32)}`;

/** Drupal's default cookie lifetime (about 23 days). */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 2_000_000;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Resolves the session cookie on every content-system request (an unknown or expired session simply
 * means anonymous), and then demands the CSRF header on unsafe methods, as Drupal's
 * csrf_request_header check does for cookie-authenticated users.
 */
export function registerSessionHooks(app: FastifyInstance, db: SandboxDatabase): void {
  app.decorateRequest('cmsSession', null);

  app.addHook('onRequest', async (request) => {
    const session = findActiveSession(db, request.cookies[SESSION_COOKIE]);
    if (session) touchSession(db, session.id);
    request.cmsSession = session ?? null;
  });

  app.addHook('onRequest', async (request, reply) => {
    const session = request.cmsSession;
    if (!session || !UNSAFE_METHODS.has(request.method) || request.routeOptions.config.csrfExempt) return;
    const header = request.headers['x-csrf-token'];
    if (header === undefined) {
      return reply.code(403).send({ message: 'X-CSRF-Token request header is missing' });
    }
    if (header !== session.csrfToken) {
      return reply.code(403).send({ message: 'X-CSRF-Token request header is invalid' });
    }
  });
}
