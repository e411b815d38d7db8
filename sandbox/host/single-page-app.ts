import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstScreenHtml } from './first-screen';
import { isRemoteSystemUrl } from './prefixes';

const NOT_BUILT =
  'The portal has not been built yet. Run `npm run build`, then restart the sandbox (or use `npm start`).\n';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What answers a client-side route: a file of the build, or HTML made for that request. */
export type AppHtml = { file: string } | { html: string };

/**
 * The HTML for a client-side route: the built index.html with the route's first screen rendered into it
 * when that can be done for this request (first-screen.ts), the plain file otherwise. Either answer gets
 * the same `no-cache`, security headers and compression.
 */
export async function indexHtmlFor(request: FastifyRequest, root: string): Promise<AppHtml> {
  const html = await firstScreenHtml(request, root);
  return html === null ? { file: 'index.html' } : { html };
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
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (isRemoteSystemUrl(path)) {
      return reply.code(404).send({ message: `No route found for "${request.method} ${path}"` });
    }
    // A missing hashed file must fail loudly, not arrive as HTML (the app's lazy-load error path); maps and
    // the manifest must not look present either.
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || path.startsWith('/assets/') || isNeverServed(path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    if (!isBuilt) return reply.type('text/plain; charset=utf-8').send(NOT_BUILT);
    return sendAppHtml(reply, await indexHtmlFor(request, root!));
  });
  // The static files leave `/` alone (index: false), so the home page is a route like any other.
  if (isBuilt) app.get('/', async (request, reply) => sendAppHtml(reply, await indexHtmlFor(request, root!)));
}

function sendAppHtml(reply: FastifyReply, html: AppHtml) {
  reply.header('cache-control', 'no-cache');
  return 'html' in html ? reply.type('text/html; charset=utf-8').send(html.html) : reply.sendFile(html.file);
}

/** Source maps (built `hidden`) and Vite's manifest are for tools on this machine, not for browsers. */
function isNeverServed(pathname: string): boolean {
  return pathname.endsWith('.map') || pathname.startsWith('/.vite/');
}
