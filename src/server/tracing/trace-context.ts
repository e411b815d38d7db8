import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from '@opentelemetry/api';
import { continued } from './spans';

/** The request a piece of work is for: its id, and its place in the W3C trace (https://www.w3.org/TR/trace-context/). */
export interface RequestTrace {
  /** The request's id (request-id.ts), which Drupal's calls carry as X-Request-Id. */
  readonly requestId: string;
  /**
   * Its OpenTelemetry context: nginx's trace as its `traceparent` said, and the span under way (the render's, once
   * begun); undefined when tracing is off.
   */
  readonly context: Context | undefined;
}

/**
 * The trace of a request whose `traceparent` header is `header` (nginx's, in place of any a client sent): continued
 * when it is a valid one, else a new trace begun by the render's span. A malformed header is ignored, as the
 * recommendation says, never an error (OpenTelemetry's W3C propagator reads it: otel-sdk.ts).
 */
export function requestTrace(header: string | string[] | undefined, requestId: string): RequestTrace {
  const traceparent = Array.isArray(header) ? header[0] : header;
  return { requestId, context: continued(traceparent) };
}

/**
 * The request under way, however deep in its work. The renderer's own AsyncLocalStorage rather than a global
 * OpenTelemetry context manager: it carries the request id, which Drupal receives with tracing off too, and
 * nothing else in the process reads OpenTelemetry's global context.
 */
const current = new AsyncLocalStorage<RequestTrace>();

/** Runs `work` as part of `trace`: every call to Drupal it makes, however deep, carries it. */
export const withinTrace = <T>(trace: RequestTrace, work: () => T): T => current.run(trace, work);

/** The trace of the request whose work is running; undefined outside one (a startup check, a test). */
export const currentTrace = (): RequestTrace | undefined => current.getStore();
