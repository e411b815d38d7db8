import type { Send } from '@/infrastructure/http/http-request';
import { messageOf } from '../observability/redacted';
import { startSpan } from './spans';
import { newSpanId, traceparent, type RequestTrace } from './trace-context';

/**
 * `send` as a call of `trace`'s request (trace-context.ts): Drupal receives its `traceparent`, naming this call's
 * own span, and its `X-Request-Id`, so that Drupal's log and traces meet the renderer's; the call is a client span
 * of the render when tracing is on (spans.ts), timed from when it is sent. The trace is taken as the call is
 * asked for (currentTrace()), not as the policy sends it: a call waiting in the policy's queue is sent from the
 * work of whichever call ended before it.
 */
export function tracedAs(trace: RequestTrace | undefined, send: Send): Send {
  if (!trace) return send;
  return (request) => {
    const spanId = newSpanId();
    const end = startSpan({
      traceId: trace.traceId,
      spanId,
      parentSpanId: trace.spanId,
      name: `Drupal ${request.method.toUpperCase()}`,
      kind: 'client',
      // The path asked, never its query: a search's words are the reader's.
      attributes: { 'http.request.method': request.method.toUpperCase(), 'url.path': pathOf(request.url) },
    });
    const headers = {
      ...request.headers,
      traceparent: traceparent(trace, spanId),
      'X-Request-Id': trace.requestId,
    };
    return send({ ...request, headers }).then(
      (answer) => {
        end(undefined, { 'http.response.status_code': answer.status });
        return answer;
      },
      (failure: unknown) => {
        end(messageOf(failure));
        throw failure;
      },
    );
  };
}

/** A call's URL (absolute, or relative to Drupal's) without its query or fragment. */
const pathOf = (url: string): string => url.split(/[?#]/, 1)[0] ?? '';
