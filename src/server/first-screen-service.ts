import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { Logger } from 'pino';
import { firstScreenDocument, type FirstScreenAnswer } from './first-screen-document';
import type { FirstScreenSettings } from './first-screen-document';
import { appShell } from './app-shell';
import { useDrupalPolicy } from './drupal-calls';
import type { BreakerClock } from './drupal-policy';
import { isUnchanged } from './feeds/etag';
import { feedDocument, isFeedPath, type FeedAnswer } from './feeds/feed-document';
import { takesGzip } from './takes-gzip';
import { serviceHealth } from './observability/health';
import { appNameIn, requestLine, type RequestLine } from './observability/request-log';
import { FIELD_DATA_PATH } from '@/infrastructure/field-data/field-data-wire';
import { answerFieldData } from './field-data';
import { drainable, type DrainEnd } from './drain';
import { withinTrace } from './tracing/trace-context';

/**
 * Everything that is not a page request: the app, for the browser to make of it. Never stored: it stands at a
 * page's address only because of how this one request asked (its Accept, its method), and a shared cache that
 * kept it would hand the empty shell to every visitor of that page (nginx stores nothing marked no-store).
 */
const PLAIN_APP: FirstScreenAnswer = { status: 200, cacheControl: 'no-store', html: null };

/** The service's server, and how it stops gently on SIGTERM (drain.ts). */
export type FirstScreenService = Server & { drain(): Promise<DrainEnd> };

/**
 * `npm run serve`: the first screen of every page request, drawn with the shared code (first-screen-document.ts)
 * from the Drupal the settings name, behind nginx, which serves the files of dist/ itself. Anything else, and
 * anything that fails, gets dist/index.html, so the site works whenever the browser can draw it. Each page and
 * feed is one JSON line in `logger` (request-log.ts) and one render in the metrics (observability/metrics.ts);
 * every answer carries its request's id, nginx's when it sent one (`X-Request-Id`). `/healthz` and `/readyz`
 * say how the service is (observability/health.ts).
 *
 * node:http rather than Fastify: three answers need no router or plugins, and production installs
 * (`npm ci --omit=dev`) then carry no server framework.
 */
export function createFirstScreenService(
  settings: FirstScreenSettings,
  { logger, breakerClock }: { logger: Logger; breakerClock?: BreakerClock },
): FirstScreenService {
  // The process's calls to this Drupal from now on: its cap, timeout and breaker (drupal-calls.ts), the breaker
  // on the system's clock unless a test moves one of its own.
  useDrupalPolicy(settings.drupalUrl, settings.drupalPolicy, breakerClock);
  // Asked only as requests come, once `stopping` below stands.
  const health = serviceHealth(settings, logger, () => stopping.draining());
  const server = createServer((request, response) => {
    const line = requestLine(logger, request, settings.dist);
    response.setHeader('x-request-id', line.requestId);
    // Every call to Drupal the answer makes carries the request's trace (tracing/trace-context.ts).
    void withinTrace(line.trace, () => answer(request, response, line)).catch((error: unknown) => {
      line.answered(500, { failure: error });
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });
  server.once('close', health.close);
  const stopping = drainable(server);
  return Object.assign(server, { drain: stopping.drain });

  async function answer(request: IncomingMessage, response: ServerResponse, line: RequestLine) {
    if (await health.answer(request, response)) return;
    // A browser's field data: counted, and neither logged nor timed as a render (field-data.ts).
    if (line.pathname === FIELD_DATA_PATH)
      return answerFieldData(request, response, appNameIn(settings.dist));
    // A feed's or a calendar's address (feed-addresses.ts), whatever the client accepts.
    if (isRead(request) && isFeedPath(line.pathname)) {
      const feed = (await line.rendering(() => feedDocument({ url: request.url ?? '/' }, settings)))!;
      await sendFeed(request, response, feed);
      return line.answered(response.statusCode, {
        failure: feed.failure,
        drawn: feed.status === 200,
        feed: true,
      });
    }
    if (!isPageRequest(request)) return send(request, response, PLAIN_APP);
    const page = await line.rendering(() =>
      firstScreenDocument({ url: request.url ?? '/', ...pageRequestHeaders(request) }, settings),
    );
    await send(request, response, page);
    line.answered(page.status, {
      failure: page.failure,
      drawn: page.html !== null,
      contentType: page.contentType,
    });
  }

  /**
   * Gzipped for a client that takes gzip, as nginx always asks (docs/deploy.md, section 7): its page cache then
   * keeps the page compressed once, and a cached page costs a file read, not a compression per visitor.
   */
  async function send(request: IncomingMessage, response: ServerResponse, page: FirstScreenAnswer) {
    // A comment's link, answered with its topic's address (comment-link-move.ts): no page to send.
    if (page.location !== undefined) {
      response.writeHead(page.status, { location: page.location, 'cache-control': page.cacheControl });
      return void response.end();
    }
    const shell = page.html === null ? appShell(settings.dist) : null;
    const html = shell?.plain ?? Buffer.from(page.html!);
    const gzipped = takesGzip(request.headers['accept-encoding']);
    // At once, in this thread: some 0.2 ms for a page, less than handing it to zlib's threads cost.
    const body = gzipped ? (shell?.gzipped ?? gzipSync(html)) : html;
    response.writeHead(page.status, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      'cache-control': page.cacheControl,
      ...(page.cdnCacheControl === undefined ? {} : { 'cdn-cache-control': page.cdnCacheControl }),
      // A drawn page is in the reader's language: the cookie's choice, else Accept-Language's (reader-language.ts).
      vary: 'Accept-Encoding, Accept-Language, Cookie',
      ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
      ...(page.retryAfter === undefined ? {} : { 'retry-after': String(page.retryAfter) }),
    });
    // Node leaves the body out of an answer to HEAD itself.
    response.end(body);
  }
}

/**
 * A feed or a calendar file, gzipped like a page; 304 when the reader's copy is still this one (its ETag), so a
 * feed reader's or a calendar app's poll costs no body.
 */
async function sendFeed(request: IncomingMessage, response: ServerResponse, feed: FeedAnswer) {
  const headers = {
    'content-type': feed.contentType,
    'cache-control': feed.cacheControl,
    vary: 'Accept-Encoding',
    ...(feed.etag === undefined ? {} : { etag: feed.etag }),
    ...(feed.contentDisposition === undefined ? {} : { 'content-disposition': feed.contentDisposition }),
    ...(feed.retryAfter === undefined ? {} : { 'retry-after': String(feed.retryAfter) }),
  };
  if (feed.status === 200 && isUnchanged(request.headers['if-none-match'], feed.etag)) {
    return response.writeHead(304, headers).end();
  }
  const gzipped = takesGzip(request.headers['accept-encoding']);
  const body = gzipped ? await compress(Buffer.from(feed.body)) : Buffer.from(feed.body);
  response.writeHead(feed.status, {
    ...headers,
    'content-length': body.length,
    ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(body);
}

const compress = promisify(gzip);

/** What a page request's headers say about its reader: a session, and their language. */
const pageRequestHeaders = ({ headers }: IncomingMessage) => ({
  cookie: headers.cookie,
  acceptLanguage: headers['accept-language'],
  filedUnder: oneValue(headers['x-necs-language']),
});

const oneValue = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header);

const isRead = ({ method }: IncomingMessage) => method === 'GET' || method === 'HEAD';

/** A browser's (or a crawler's) request for a page, not a script's call for data. */
function isPageRequest(request: IncomingMessage): boolean {
  const accept = request.headers.accept ?? '*/*';
  return isRead(request) && (accept.includes('text/html') || accept.includes('*/*'));
}
