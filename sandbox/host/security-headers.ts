import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  AT_LOGOUT,
  drupalLogoutPath,
  readServedConfig,
  securityHeadersFor,
} from '../../deploy/security-policy';
import { PREFIXES } from './prefixes';

/**
 * Puts the portal's security headers (deploy/security-policy.ts) on every answer of the sandbox: the systems'
 * APIs, the files and the app's HTML, errors and 404s included, as nginx does with `add_header … always`. The
 * policy's `connect-src` comes from the config.json the sandbox serves, read once at start. Drupal's logout
 * answer empties the browser's cache of the origin, as nginx's does (deploy/nginx-site.ts).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  staticDir: string | undefined,
  extraConnectSources: readonly string[] = [],
) {
  const config = readServedConfig(staticDir === undefined ? undefined : join(staticDir, 'config.json'));
  const headers = securityHeadersFor(config, { extraConnectSources });
  const logout = drupalLogoutPath(PREFIXES.cms);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (request.url.split('?')[0] === logout) reply.headers(AT_LOGOUT);
  });
}
