import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readServedConfig, securityHeadersFor } from '../../deploy/security-policy';

/**
 * Puts the portal's security headers (deploy/security-policy.ts) on every answer of the sandbox: the systems'
 * APIs, the files and the app's HTML, errors and 404s included, as nginx does with `add_header … always`. The
 * policy's `connect-src` comes from the config.json the sandbox serves, read once at start.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  staticDir: string | undefined,
  extraConnectSources: readonly string[] = [],
) {
  const config = readServedConfig(staticDir === undefined ? undefined : join(staticDir, 'config.json'));
  const headers = securityHeadersFor(config, extraConnectSources);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
