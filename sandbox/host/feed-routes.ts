import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NEWS_FEED_PATH, UPCOMING_CONFERENCES_PATH } from '../../src/domain/feeds/feed-addresses';
import { isUnchanged } from '../../src/server/feeds/etag';
import type { feedDocument, FeedAnswer } from '../../src/server/feeds/feed-document';
import { DRUPAL_POLICY, ownOrigin, RENDER_TIMEOUT_MS, FRESH_SECONDS } from './server-render';
import { PREFIXES } from './prefixes';

/**
 * The news feed and the conference calendars on the portal's origin, as deploy/nginx.conf routes them to the
 * renderer: drawn by the same code `npm run serve` runs (src/server/feeds/feed-document.ts, as `npm run build`
 * wrote it to dist-server/), from this sandbox's Drupal. Before that build, 404.
 */
export function registerFeedRoutes(app: FastifyInstance, staticDir: string | undefined) {
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const feed = staticDir === undefined ? null : await drawnFeed(request, staticDir);
    if (!feed) return reply.code(404).type('text/plain; charset=utf-8').send('Not built\n');
    if (feed.failure !== undefined) request.log.error({ err: feed.failure }, 'A feed failed');
    reply.header('cache-control', feed.cacheControl).type(feed.contentType);
    if (feed.etag !== undefined) reply.header('etag', feed.etag);
    if (feed.contentDisposition !== undefined) reply.header('content-disposition', feed.contentDisposition);
    if (feed.retryAfter !== undefined) reply.header('retry-after', String(feed.retryAfter));
    if (feed.status === 200 && isUnchanged(request.headers['if-none-match'], feed.etag))
      return reply.code(304).send();
    return reply.code(feed.status).send(feed.body);
  };
  app.get(NEWS_FEED_PATH, answer);
  app.get(UPCOMING_CONFERENCES_PATH, answer);
  // feed-addresses.ts's conferenceCalendarPath; anything else under /conferences/ stays a page of the app.
  app.get('/conferences/:nid(^[1-9][0-9]{0,9}).ics', answer);
}

async function drawnFeed(request: FastifyRequest, staticDir: string): Promise<FeedAnswer | null> {
  const documentFile = join(staticDir, '..', 'dist-server', 'feed-document.js');
  if (!existsSync(documentFile)) return null;
  const built = (await import(pathToFileURL(documentFile).href)) as { feedDocument: typeof feedDocument };
  const origin = ownOrigin(request);
  return built.feedDocument(
    { url: request.url },
    {
      dist: staticDir,
      // This server's own Drupal, never a host a request names.
      drupalUrl: `${origin}${PREFIXES.cms}/`,
      timeoutMs: RENDER_TIMEOUT_MS,
      freshSeconds: FRESH_SECONDS,
      drupalPolicy: DRUPAL_POLICY,
      siteUrl: origin,
    },
  );
}
