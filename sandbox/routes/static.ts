import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isRemoteSystemUrl } from '../prefixes';

const NOT_BUILT =
  'The portal has not been built yet. Run `npm run build`, then restart the sandbox (or use `npm start`).\n';

/**
 * Serves the built single-page app. Hashed files under /assets/ never change, so browsers may keep
 * them for a year; index.html must always be revalidated so a new build is picked up. Every other
 * GET that is not a file and not a remote system's URL is a client-side route and gets index.html.
 */
export async function registerSinglePageApp(app: FastifyInstance, staticDir: string | undefined) {
  const root = staticDir === undefined ? undefined : resolve(staticDir);
  const isBuilt = root !== undefined && existsSync(join(root, 'index.html'));
  if (root !== undefined && isBuilt) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (isRemoteSystemUrl(path)) {
      return reply.code(404).send({ message: `No route found for "${request.method} ${path}"` });
    }
    // A missing hashed file must fail loudly, not arrive as HTML (the app's lazy-load error path).
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    if (!isBuilt) return reply.type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

function cacheControlFor(filePath: string): string {
  return filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
