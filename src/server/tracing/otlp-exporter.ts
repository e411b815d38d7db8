import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FinishedSpan, SpanExporter } from './spans';

/** Spans sent together at most, and how often the ones held are sent. */
const BATCH = 256;
const EVERY_MS = 2000;
/** Spans held while the collector does not take them; more are dropped, not kept until memory runs out. */
const MOST_HELD = 4096;
/** No collector holds a renderer's exit or its memory for longer. */
const POST_TIMEOUT_MS = 5000;

/** OTLP's span kinds and status codes (opentelemetry-proto, trace.proto). */
const KINDS = { server: 2, client: 3 } as const;
const STATUS_ERROR = 2;

/**
 * Spans sent to an OpenTelemetry collector over OTLP/HTTP in its JSON encoding, in batches: what the
 * @opentelemetry SDK's exporter sends, in some eighty lines and no dependency, loaded only when tracing is on
 * (serve.ts). A collector that fails costs a batch, never a page: nothing waits on an export.
 */
export function otlpExporter(endpoint: string, serviceName: string): SpanExporter {
  const held: FinishedSpan[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (held.length > 0) await post(endpoint, body(held.splice(0, BATCH), serviceName));
  };
  return {
    export(span) {
      if (held.length >= MOST_HELD) return;
      held.push(span);
      if (held.length >= BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), EVERY_MS).unref();
    },
    flush,
  };
}

function body(spans: FinishedSpan[], serviceName: string): string {
  const nanos = (ms: number) => (BigInt(Math.round(ms * 1000)) * 1000n).toString();
  return JSON.stringify({
    resourceSpans: [
      {
        resource: { attributes: attributes({ 'service.name': serviceName }) },
        scopeSpans: [
          {
            scope: { name: 'necs-portal-renderer' },
            spans: spans.map((span) => ({
              traceId: span.traceId,
              spanId: span.spanId,
              ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
              name: span.name,
              kind: KINDS[span.kind],
              startTimeUnixNano: nanos(span.startMs),
              endTimeUnixNano: nanos(span.endMs),
              attributes: attributes(span.attributes),
              status: span.error === undefined ? {} : { code: STATUS_ERROR, message: span.error },
            })),
          },
        ],
      },
    ],
  });
}

const attributes = (values: Readonly<Record<string, string | number>>) =>
  Object.entries(values).map(([key, value]) => ({
    key,
    value: typeof value === 'number' ? { intValue: String(Math.round(value)) } : { stringValue: value },
  }));

/** One POST; its failure is dropped (the collector's own metrics tell of it), never thrown. */
function post(endpoint: string, json: string): Promise<void> {
  return new Promise((resolve) => {
    const url = new URL(endpoint);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) },
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    outgoing.on('response', (answer) =>
      answer
        .resume()
        .on('end', resolve)
        .on('error', () => resolve()),
    );
    outgoing.on('error', () => resolve());
    outgoing.end(json);
  });
}
