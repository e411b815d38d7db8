import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

/** The W3C trace a request belongs to (https://www.w3.org/TR/trace-context/), and its request id. */
export interface RequestTrace {
  /** 32 hex digits: the whole trace, from nginx (or whoever began it) through Drupal. */
  readonly traceId: string;
  /** 16 hex digits: this request's own span (the render), parent of its calls to Drupal. */
  readonly spanId: string;
  /** The span of whoever sent the request (nginx's), when it said one. */
  readonly parentSpanId: string | null;
  /** `01` when the trace is sampled, as the caller said; `01` for one this service began. */
  readonly flags: string;
  /** The request's id (request-id.ts), which Drupal's calls carry as X-Request-Id. */
  readonly requestId: string;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ZEROS = /^0+$/;

export const newSpanId = () => randomBytes(8).toString('hex');

/**
 * The trace of a request whose `traceparent` header is `header` (nginx's, in place of any a client sent):
 * continued when it is a valid version-00 one, else a new trace begun here. A malformed header is ignored, as
 * the recommendation says, never an error.
 */
export function requestTrace(header: string | string[] | undefined, requestId: string): RequestTrace {
  const given = TRACEPARENT.exec((Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '');
  const [, traceId, parentSpanId, flags] = given ?? [];
  if (traceId && parentSpanId && flags && !ZEROS.test(traceId) && !ZEROS.test(parentSpanId))
    return { traceId, spanId: newSpanId(), parentSpanId, flags, requestId };
  return {
    traceId: randomBytes(16).toString('hex'),
    spanId: newSpanId(),
    parentSpanId: null,
    flags: '01',
    requestId,
  };
}

/** The `traceparent` a call sends on: this trace, with `spanId` as the caller's span. */
export const traceparent = ({ traceId, flags }: RequestTrace, spanId: string) =>
  `00-${traceId}-${spanId}-${flags}`;

const current = new AsyncLocalStorage<RequestTrace>();

/** Runs `work` as part of `trace`: every call to Drupal it makes, however deep, carries it. */
export const withinTrace = <T>(trace: RequestTrace, work: () => T): T => current.run(trace, work);

/** The trace of the request whose work is running; undefined outside one (a startup check, a test). */
export const currentTrace = (): RequestTrace | undefined => current.getStore();
