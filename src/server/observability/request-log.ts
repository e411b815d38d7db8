import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { readBuiltPortal } from '../built-portal';
import { renders, rendersInFlight } from './metrics';
import { messageOf } from './redacted';
import { redactedPath } from './redacted';
import { renderOutcome } from './render-outcome';
import { repeatedCausesOf } from './repeated-causes';
import { requestIdOf } from './request-id';
import { screenKindOf } from './screen-kind';
import { startedSpan, type StartedSpan } from '../tracing/spans';
import { requestTrace, withinTrace, type RequestTrace } from '../tracing/trace-context';

const BASE = 'http://portal.invalid';

/** What an answer was, beyond its status. */
export interface Answered {
  /** Why it could not be drawn: the line's `cause`. */
  readonly failure?: unknown;
  /** Whether it carries a drawn document (a page's HTML, a feed's body) rather than the app. */
  readonly drawn?: boolean;
  /** A feed's or a calendar's, not a page's. */
  readonly feed?: boolean;
  /** A content page's Drupal type, which tells a news item or a conference (screen-kind.ts). */
  readonly contentType?: string | undefined;
}

/** One request as the log and the metrics see it. */
export interface RequestLine {
  /** nginx's `$request_id`, or one of the service's own (request-id.ts). */
  readonly requestId: string;
  /** Its W3C trace: the one nginx began continued, or one begun here (tracing/trace-context.ts). */
  readonly trace: RequestTrace;
  readonly pathname: string;
  /** Runs `render`, counted in necs_renders_in_flight meanwhile and in necs_renders_seconds once answered. */
  rendering<T>(render: () => Promise<T>): Promise<T>;
  /** Once the answer is sent: its line, and its render's time by screen kind and outcome. */
  answered(status: number, answer?: Answered): void;
}

/**
 * The log line of one request: time, level, message, `request_id`, method, `path` (its query's credentials and
 * e-mail addresses redacted), status, `ms`, the screen kind and outcome, and the `cause` of an answer that could
 * not be drawn. Warn for a page Drupal kept from being drawn (503), error for a failure of the service's own (500);
 * a failure of a cause already logged this interval is counted and summed up instead (repeated-causes.ts).
 */
export function requestLine(logger: Logger, request: IncomingMessage, dist: string): RequestLine {
  const started = performance.now();
  const target = request.url ?? '/';
  // Any target a client wrote: one that is no address (`http://[x/`) must not throw out of the server's handler.
  const pathname = URL.canParse(target, BASE) ? new URL(target, BASE).pathname : '/';
  const requestId = requestIdOf(request.headers['x-request-id']);
  const trace = requestTrace(request.headers.traceparent, requestId);
  let timed = false;
  let span: StartedSpan | undefined;
  return {
    requestId,
    trace,
    pathname,
    async rendering(render) {
      timed = true;
      // The render's span, the server's, parent of its calls to Drupal: they run in its context.
      span = startedSpan('render', 'server', { method: request.method ?? 'GET', requestId }, trace.context);
      rendersInFlight.inc();
      try {
        return await (span ? withinTrace({ requestId, context: span.context }, render) : render());
      } finally {
        rendersInFlight.dec();
      }
    },
    answered(status, { failure, drawn = false, feed = false, contentType } = {}) {
      const seconds = (performance.now() - started) / 1000;
      const screen = feed ? 'feed' : screenKindOf(pathname, appNameIn(dist), contentType);
      const outcome = renderOutcome(status, drawn, failure);
      if (timed) renders.observe({ screen, outcome }, seconds);
      const path = redactedPath(target);
      const ms = Math.round(seconds * 1000);
      const level = status === 500 ? 'error' : failure === undefined ? 'info' : 'warn';
      const cause = failure === undefined ? undefined : messageOf(failure);
      // A failure like the many before it (its status, screen kind and cause) is counted, and summed up once an
      // interval (repeated-causes.ts).
      span?.end(
        status >= 500 ? (cause ?? `status ${status}`) : undefined,
        { status, screen, outcome },
        `render ${screen}`,
      );
      const repeat = `${status} ${screen}: ${cause ?? ''}`;
      if (level !== 'info' && !repeatedCausesOf(logger).admit(repeat, level)) return;
      logger[level](
        {
          request_id: requestId,
          method: request.method,
          path,
          status,
          ms,
          screen,
          outcome,
          ...(cause === undefined ? {} : { cause }),
        },
        `${request.method} ${path} ${status} ${ms} ms`,
      );
    },
  };
}

/** The served config.json's app name, which names the member area's path (three `stat`s: built-portal.ts). */
export function appNameIn(dist: string): string {
  try {
    const { appName } = readBuiltPortal(dist).configFile as { appName?: unknown };
    return typeof appName === 'string' ? appName : defaultConfig.appName;
  } catch {
    return defaultConfig.appName;
  }
}
