import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FirstScreenAnswer } from '../../src/server/first-screen-document';
import { firstScreenAnswer } from './server-render';
import { isRemoteSystemUrl, PREFIXES } from './prefixes';
import { withDrupalAnswerHeaders } from '../drupal/drupal-answer-headers';

const NOT_BUILT =
  'The portal has not been built yet. Run `npm run build`, then restart the sandbox (or use `npm start`).\n';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Before the server build exists, every route gets the plain index.html, revalidated. */
const LEFT_TO_BROWSER: FirstScreenAnswer = { status: 200, cacheControl: 'no-cache', html: null };

/**
 * The answer for a client-side route: the built index.html with the route's first screen drawn into it
 * when that can be done for this request (server-render.ts), the plain file otherwise, each with its status
 * and caching. Either gets the security headers and compression.
 */
async function appAnswerFor(request: FastifyRequest, root: string): Promise<FirstScreenAnswer> {
  const answer = (await firstScreenAnswer(request, root)) ?? LEFT_TO_BROWSER;
  if (answer.failure !== undefined) request.log.error({ err: answer.failure }, 'The first screen failed');
  return answer;
}

/**
 * Serves the built single-page app as nginx does (deploy/nginx.conf): the brotli or gzip twin written at build
 * time when the browser takes it; hashed files under /assets/ cached for a year (they never change), everything
 * else revalidated so a new build or an edited config.json is picked up. Source maps and Vite's manifest stay on
 * disk for tools and are never served. Every other GET that is not a file and not a remote system's URL is a
 * client-side route and gets the app's HTML.
 */
export async function registerSinglePageApp(app: FastifyInstance, staticDir: string | undefined) {
  const root = staticDir === undefined ? undefined : resolve(staticDir);
  const isBuilt = root !== undefined && existsSync(join(root, 'index.html'));
  if (root !== undefined && isBuilt) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // `/` is a route like any other, so its first screen is rendered too.
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathname) => !isNeverServed(pathname),
      setHeaders: (reply, path) => {
        // index.html sent for a route comes with the caching its answer chose (sendAppHtml).
        if (reply.hasHeader('cache-control')) return;
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (isRemoteSystemUrl(path)) {
      // Symfony's words, with the whole address as Drupal names it (its query left out).
      const address = `${request.protocol}://${request.host}${path}`;
      if (path.startsWith(`${PREFIXES.cms}/`)) withDrupalAnswerHeaders(reply);
      return reply.code(404).send({ message: `No route found for "${request.method} ${address}"` });
    }
    // A missing hashed file must fail loudly, not arrive as HTML (the app's lazy-load error path); maps and
    // the manifest must not look present either.
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || path.startsWith('/assets/') || isNeverServed(path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    if (!isBuilt) return reply.type('text/plain; charset=utf-8').send(NOT_BUILT);
    return sendAppHtml(reply, await appAnswerFor(request, root!));
  });
  // The static files leave `/` alone (index: false), so the home page is a route like any other.
  if (isBuilt) app.get('/', async (request, reply) => sendAppHtml(reply, await appAnswerFor(request, root!)));
}

function sendAppHtml(reply: FastifyReply, answer: FirstScreenAnswer) {
  reply.code(answer.status).header('cache-control', answer.cacheControl);
  if (answer.cdnCacheControl !== undefined) reply.header('cdn-cache-control', answer.cdnCacheControl);
  // As the production service says (src/server/first-screen-service.ts): a drawn page is in the reader's
  // language, chosen by cookie or Accept-Language; Accept-Encoding is added where the answer is compressed.
  reply.header('vary', 'Accept-Language, Cookie');
  if (answer.retryAfter !== undefined) reply.header('retry-after', String(answer.retryAfter));
  // A comment's link, answered with its topic's address (src/server/comment-link-move.ts).
  if (answer.location !== undefined) return reply.redirect(answer.location, answer.status);
  return answer.html === null
    ? reply.sendFile('index.html')
    : reply.type('text/html; charset=utf-8').send(answer.html);
}

/** Source maps (built `hidden`) and Vite's manifest are for tools on this machine, not for browsers. */
function isNeverServed(pathname: string): boolean {
  return pathname.endsWith('.map') || pathname.startsWith('/.vite/');
}
