import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../db/database';
import { createSession, expireSession } from '../db/sessions';
import type { SandboxUser } from '../db/users';
import { attemptLogin, LOGIN_MESSAGES, readCredentials } from '../login-attempt';
import { randomToken } from '../tokens';
import { SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_SECONDS } from './cms-session-hooks';

/** `user/login`, `user/logout` and `session/token`. */
export const cmsAuthRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  app.post('/user/login', { config: { csrfExempt: true } }, async (request, reply) => {
    if (request.cmsSession) {
      return reply.code(403).send({ message: 'This route can only be accessed by anonymous users.' });
    }
    const credentials = readCredentials(request.body);
    if (!credentials) return reply.code(400).send({ message: LOGIN_MESSAGES.missingCredentials });

    const outcome = attemptLogin(db, credentials, request.ip);
    if (outcome.kind === 'refused') return reply.code(outcome.status).send({ message: outcome.message });

    const session = createSession(db, outcome.user.uid);
    reply.setCookie(SESSION_COOKIE, session.id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
    });
    return {
      current_user: currentUser(outcome.user),
      csrf_token: session.csrfToken,
      logout_token: session.logoutToken,
    };
  });

  // The CSRF header is checked by the session hooks; the logout token is this route's own guard.
  app.post<{ Querystring: { token?: string } }>('/user/logout', async (request, reply) => {
    const session = request.cmsSession;
    if (!session) {
      return reply.code(403).send({ message: 'This route can only be accessed by authenticated users.' });
    }
    const { token } = request.query;
    if (!token) return reply.code(403).send({ message: "'csrf_token' URL query argument is missing." });
    if (token !== session.logoutToken) {
      return reply.code(403).send({ message: "'csrf_token' URL query argument is invalid." });
    }
    expireSession(db, session.id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });

  app.get('/session/token', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(request.cmsSession?.csrfToken ?? randomToken()),
  );
};

/**
 * Drupal puts `uid` in as a string. `roles` only appears for accounts allowed to see role fields
 * (administrators), which is why the front end takes roles from the page answer instead.
 */
function currentUser(user: SandboxUser) {
  const base = { uid: String(user.uid), name: user.name };
  if (!user.roles.includes('administrator')) return base;
  return { ...base, roles: ['authenticated', ...user.roles] };
}
