// The sandbox's server render: a page request answered by the production renderer as built (dist-server/),
// under the sandbox's own limits.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { FirstScreenAnswer, firstScreenDocument } from '../../src/server/first-screen-document';
import { DRUPAL_POLICY_DEFAULTS, type DrupalPolicySettings } from '../../src/server/drupal-policy';
import { PREFIXES } from './prefixes';

/**
 * The sandbox's Drupal is itself, so the limit only guards against a render that hangs; it is looser than
 * production's (npm run serve) because browser tests render many pages at once on a small machine.
 */
export const RENDER_TIMEOUT_MS = 10_000;
export const FRESH_SECONDS = 60;
/** For the same reason a call to it may take the whole render's time before it counts against the breaker. */
export const DRUPAL_POLICY: DrupalPolicySettings = {
  ...DRUPAL_POLICY_DEFAULTS,
  callTimeoutMs: RENDER_TIMEOUT_MS,
};

/**
 * The answer for a page request, from the same code `npm run serve` runs in production
 * (src/server/first-screen-document.ts), as `npm run build` wrote it to dist-server/: index.html with the
 * route's first screen drawn into it, the not-found screen with a 404, or the plain index.html (a 503 when
 * the render failed). Null before that build exists.
 */
export async function firstScreenAnswer(
  request: FastifyRequest,
  staticDir: string,
): Promise<FirstScreenAnswer | null> {
  const documentFile = join(staticDir, '..', 'dist-server', 'first-screen-document.js');
  if (!existsSync(documentFile)) return null;
  const built = (await import(pathToFileURL(documentFile).href)) as {
    firstScreenDocument: typeof firstScreenDocument;
  };
  return built.firstScreenDocument(
    {
      url: request.url,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    },
    {
      dist: staticDir,
      // The calls go to this server's own Drupal, never to whatever host a request names (no server-side
      // request forgery).
      drupalUrl: `${ownOrigin(request)}${PREFIXES.cms}/`,
      timeoutMs: RENDER_TIMEOUT_MS,
      freshSeconds: FRESH_SECONDS,
      drupalPolicy: DRUPAL_POLICY,
      // The portal's public address is this server's own (the app and its systems on one origin).
      siteUrl: ownOrigin(request),
    },
  );
}

/** The address this server answered the request on. */
export function ownOrigin(request: FastifyRequest): string {
  const { localAddress = '127.0.0.1', localPort } = request.socket;
  const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
  return `http://${host}:${localPort}`;
}
