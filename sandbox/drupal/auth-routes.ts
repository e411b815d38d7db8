import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { createSession, expireSession } from './tables/sessions';
import type { SandboxUser } from './tables/users';
import { attemptLogin, drupalLoginFlood, readCredentials } from './login-attempt';
import type { RouteRequirements } from './route-requirements';
import { randomToken } from '../host/tokens';
import { sessionTokenEndpointToken } from './csrf-tokens';
import { SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_SECONDS } from './session-hooks';
import { firstValue, type Query } from '../host/query';
import { PREFIXES } from '../host/prefixes';
import { requestOrigin } from './sitemap-routes';
import { redirectPage } from './wire/redirect-page';

const LOGIN_ROUTE: RouteRequirements = { requestFormat: 'json', userIsLoggedIn: false, csrf: 'none' };
const HTML_LOGOUT_ROUTE: RouteRequirements = { userIsLoggedIn: true, csrf: 'query-token' };
const LOGOUT_ROUTE: RouteRequirements = { ...HTML_LOGOUT_ROUTE, requestFormat: 'json', htmlToo: true };

/** `user/login`, `user/logout` and `session/token` (system.csrftoken: no `_format` requirement). */
export const authRoutes: FastifyPluginAsync<{ db: SandboxDatabase; floodUidOnly: boolean }> = async (
  app,
  { db, floodUidOnly },
) => {
  const flood = drupalLoginFlood(floodUidOnly);
  // user.login.http: `_format: json`, `_user_is_logged_in: 'FALSE'`, and no CSRF requirement.
  app.post('/user/login', { config: LOGIN_ROUTE }, async (request, reply) => {
    const credentials = readCredentials(request.body);
    if ('missing' in credentials) return reply.code(400).send({ message: credentials.missing });

    const outcome = attemptLogin(db, credentials, request.clientAddress, flood);
    if (outcome.kind === 'refused') return reply.code(outcome.status).send({ message: outcome.message });

    const session = createSession(db, outcome.user.uid);
    reply.setCookie(SESSION_COOKIE, session.id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // PHP's session cookie names its end twice, as a date and as seconds; some clients read only one.
      maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
      expires: new Date(Date.now() + SESSION_COOKIE_MAX_AGE_SECONDS * 1000),
      // Drupal's session.cookie_secure follows the request's https, so the cookie never travels in clear text
      // once the portal is reached over https (behind nginx: its X-Forwarded-Proto, client-address.ts).
      secure: request.clientUsesHttps,
    });
    return {
      current_user: currentUser(outcome.user),
      csrf_token: session.csrfToken,
      logout_token: session.logoutToken,
    };
  });

  // user.logout.http: POST, `_format: json`, `_user_is_logged_in: 'TRUE'`, `_csrf_token: 'TRUE'` (the logout
  // token in `?token=`), all checked by the session hooks; not the X-CSRF-Token header. Without `_format=json`
  // the same POST is core's HTML route user.logout, with the same requirements, which ends the session too.
  app.post('/user/logout', { config: LOGOUT_ROUTE }, async (request, reply) => {
    endSession(request, reply);
    if (firstValue((request.query as Query)._format) === 'json') return reply.code(204).send();
    return frontPageAfterLogout(request, reply);
  });
  // user.logout, the HTML route, declares no method and no format: a GET logs out whatever `_format` says.
  app.get('/user/logout', { config: HTML_LOGOUT_ROUTE }, async (request, reply) => {
    endSession(request, reply);
    return frontPageAfterLogout(request, reply);
  });

  function endSession(request: FastifyRequest, reply: FastifyReply) {
    const session = request.cmsSession;
    if (!session) throw new Error('The route requirements let an anonymous logout through.');
    expireSession(db, session.id);
    // Symfony's cleared cookie, as Drupal sends it: HttpOnly, and no SameSite (the login's cookie has both).
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: false,
      secure: request.clientUsesHttps,
    });
  }

  // system.csrftoken declares no method: a POST is answered too. An anonymous visitor has no seed, so a new
  // token each time.
  app.route({
    method: ['GET', 'POST'],
    url: '/session/token',
    handler: async (request, reply) => {
      const session = request.cmsSession;
      return reply
        .type('text/plain; charset=utf-8')
        .send(session ? sessionTokenEndpointToken(session) : randomToken());
    },
  });
};

/**
 * Core's UserController::logout redirects to the front page; the cookie provider adds `check_logged_in=1` to a
 * redirect made as the session's login state changed.
 */
function frontPageAfterLogout(request: FastifyRequest, reply: FastifyReply) {
  return redirectPage(reply, `${requestOrigin(request)}${PREFIXES.cms}/?check_logged_in=1`);
}

/**
 * Drupal puts `uid` in as a string. `roles` only appears for accounts allowed to see role fields
 * (administrators), which is why the front end takes roles from the page answer instead.
 */
function currentUser(user: SandboxUser) {
  const base = { uid: String(user.uid), name: user.name };
  if (!user.roles.includes('administrator')) return base;
  return { ...base, roles: ['authenticated', ...user.roles] };
}
