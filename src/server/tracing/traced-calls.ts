import type { Send } from '@/infrastructure/http/http-request';
import { messageOf } from '../observability/redacted';
import { startedSpan } from './spans';
import type { RequestTrace } from './trace-context';

/**
 * `send` as a call of `trace`'s request (trace-context.ts): Drupal receives its `X-Request-Id` and, when tracing is
 * on, its `traceparent` naming this call's own client span, child of the render's, so that Drupal's log and traces
 * meet the renderer's; the span is timed from when the call is sent. The trace is taken as the call is asked for
 * (currentTrace()), not as the policy sends it: a call waiting in the policy's queue is sent from the work of
 * whichever call ended before it.
 */
export function tracedAs(trace: RequestTrace | undefined, send: Send): Send {
  if (!trace) return send;
  return (request) => {
    const method = request.method.toUpperCase();
    const span = startedSpan(
      `Drupal ${method}`,
      'client',
      { method, path: pathOf(request.url) },
      trace.context,
    );
    const headers = {
      ...request.headers,
      ...span?.headers(),
      'X-Request-Id': trace.requestId,
    };
    return send({ ...request, headers }).then(
      (answer) => {
        span?.end(undefined, { status: answer.status });
        return answer;
      },
      (failure: unknown) => {
        span?.end(messageOf(failure));
        throw failure;
      },
    );
  };
}

/** A call's URL (absolute, or relative to Drupal's) without its query or fragment. */
const pathOf = (url: string): string => url.split(/[?#]/, 1)[0] ?? '';
