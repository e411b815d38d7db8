import type { Server, ServerResponse } from 'node:http';

/**
 * How long a stopping service waits for its renders under way before it cuts what is left: a render has its own
 * limit (RENDER_TIMEOUT_MS, 2 s by default) and its answer a few milliseconds more, so 4 s lets every one finish
 * and still exits well inside the unit's TimeoutStopSec (15 s), before systemd sends SIGKILL.
 */
export const DRAIN_GRACE_MS = 4000;

/** How a drain ended: every connection closed by itself, or the grace ran out and the rest were cut. */
export type DrainEnd = 'finished' | 'cut';

export interface Drain {
  /** Whether the service is stopping: /readyz answers 503 from the signal on (observability/health.ts). */
  draining(): boolean;
  /**
   * Stops the service gently: no new connection is accepted (nginx sends the next page to another renderer),
   * idle kept-alive connections are closed at once, each answer under way is sent with `Connection: close` and
   * its connection closed after it, and the renders under way finish. Resolves once every connection is
   * closed, or after `graceMs` with the rest cut. Asked again, the same drain.
   */
  drain(): Promise<DrainEnd>;
}

/**
 * The drain of `server` (SIGTERM, serve.ts). Without it `server.close()` waited for every kept-alive
 * connection, which nginx keeps open for a minute and keeps using: the renderer still answered 19 s after the
 * signal, and systemd ended it with SIGKILL at TimeoutStopSec, resetting the connections nginx had sent pages on.
 */
export function drainable(server: Server, graceMs = DRAIN_GRACE_MS): Drain {
  const underWay = new Set<ServerResponse>();
  let stopping: Promise<DrainEnd> | null = null;
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };
  // First of the request listeners, so that an answer begun after the signal is marked before it is written.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (stopping) closeAfter(response);
    underWay.add(response);
    response.once('close', () => {
      underWay.delete(response);
      // An answer whose headers had gone out before the signal left its connection idle: close it now.
      if (stopping) server.closeIdleConnections();
    });
  });
  return {
    draining: () => stopping !== null,
    drain: () =>
      (stopping ??= new Promise<DrainEnd>((resolve) => {
        underWay.forEach(closeAfter);
        const cut = setTimeout(() => {
          server.closeAllConnections();
          resolve('cut');
        }, graceMs);
        cut.unref();
        server.close(() => {
          clearTimeout(cut);
          resolve('finished');
        });
        server.closeIdleConnections();
      })),
  };
}
