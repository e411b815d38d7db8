import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { FIRST_DRAWN_KEY, noteFirstDrawn, REACT_ERROR } from './engine-page';

/**
 * The error collector, the first script of every page WebKit is served (serveCollector below). Classic WebDriver
 * reads no console, and MiniBrowser's `--enable-write-console-messages-to-stdout` prints nothing in automation
 * mode (its sessions are ephemeral, and WebKit writes no ephemeral page's console out). So the page notes its
 * uncaught errors, unhandled rejections and React's console errors itself, in sessionStorage, which outlives the
 * navigations of a journey; the driver reads them after each load and at the end. It also notes how the page was
 * first drawn (noteFirstDrawn).
 */
export const ERRORS_KEY = 'necs-engine-errors';
const COLLECTOR_PATH = '/__engine-errors.js';
const COLLECTOR_SOURCE = `(() => {
  const note = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)}) || '[]');
      list.push(text + ' (on ' + location.pathname + ')');
      sessionStorage.setItem(${JSON.stringify(ERRORS_KEY)}, JSON.stringify(list));
    } catch {}
  };
  addEventListener('error', (event) => note('uncaught: ' + (event.error ? String(event.error) : event.message)));
  addEventListener('unhandledrejection', (event) => note('uncaught (in promise): ' + String(event.reason)));
  const react = new RegExp(${JSON.stringify(REACT_ERROR.source)}, ${JSON.stringify(REACT_ERROR.flags)});
  const original = console.error;
  console.error = function (...parts) {
    const text = parts.map(String).join(' ');
    if (react.test(text)) note('console: ' + text);
    return original.apply(this, parts);
  };
})();
(${noteFirstDrawn.toString()})(${JSON.stringify(FIRST_DRAWN_KEY)});`;

/**
 * What the sandbox serves WebKit on top of the portal: the collector, and every HTML answer with the collector as
 * its first script (the portal's CSP allows its own origin's scripts). Hooks the harness adds to its own sandbox;
 * the portal and the sandbox's code are untouched. Answers come uncompressed so the HTML can be read.
 */
export function serveCollector(sandbox: FastifyInstance): void {
  sandbox.get(COLLECTOR_PATH, (_request, reply) =>
    reply.type('text/javascript').header('cache-control', 'no-store').send(COLLECTOR_SOURCE),
  );
  sandbox.addHook('onRequest', async (request) => {
    delete request.headers['accept-encoding'];
  });
  sandbox.addHook('onSend', async (_request, reply, payload) => {
    if (!String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
    reply.removeHeader('content-length');
    return (await textOf(payload)).replace(
      /<head[^>]*>/i,
      (head) => `${head}<script src="${COLLECTOR_PATH}"></script>`,
    );
  });
}

/** An answer's body as text, whether Fastify holds it as a string, a buffer or a file's stream. */
async function textOf(payload: unknown): Promise<string> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Runs in the page: what its documents noted since the last call (each once). Self-contained. */
export function takeNoted(key: string): string[] {
  const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
  sessionStorage.removeItem(key);
  return list;
}
