import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  defaultTextMapGetter,
  defaultTextMapSetter,
  trace,
  type Attributes,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVICE_NAME,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import type { SpanFacts, Tracing } from './spans';

const KINDS = { server: SpanKind.SERVER, client: SpanKind.CLIENT } as const;
/**
 * No collector holds a renderer's exit longer (the SDK's default is 10 s): stopped, it drains for up to 4 s and
 * then sends what it holds, well within systemd's TimeoutStopSec=15 (drain.ts).
 */
const EXPORT_TIMEOUT_MS = 5000;

/**
 * The renderer's traces on OpenTelemetry's SDK: spans sent in batches over OTLP/HTTP (its JSON encoding) to
 * `endpoint`, as `serviceName`; nginx's `traceparent` read and Drupal's written by the W3C propagator; sampled as
 * the parent (nginx) said, or as OTEL_TRACES_SAMPLER says. Loaded only when tracing is on (serve.ts). A collector
 * that fails costs a batch, never a page: nothing waits on an export, and the SDK bounds what it holds.
 */
export function startTracing(
  endpoint: string,
  serviceName: string,
  exportTimeoutMs = EXPORT_TIMEOUT_MS,
): Tracing {
  const provider = new BasicTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName })),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: endpoint, timeoutMillis: exportTimeoutMs })),
    ],
  });
  // The provider's own, not the process's global one: nothing else in the renderer records spans.
  const tracer = provider.getTracer('necs-portal-renderer');
  const w3c = new W3CTraceContextPropagator();
  return {
    continued: (traceparent) =>
      traceparent === undefined
        ? ROOT_CONTEXT
        : w3c.extract(ROOT_CONTEXT, { traceparent }, defaultTextMapGetter),
    started(name, kind, facts, parent) {
      const span = tracer.startSpan(name, { kind: KINDS[kind], attributes: attributesOf(facts) }, parent);
      const context = trace.setSpan(parent, span);
      return {
        context,
        headers() {
          const headers: Record<string, string> = {};
          w3c.inject(context, headers, defaultTextMapSetter);
          return headers;
        },
        end(failure, more = {}, finalName = name) {
          span.setAttributes(attributesOf(more)).updateName(finalName);
          if (failure !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: failure });
          span.end();
        },
      };
    },
    // The SDK rejects a flush the collector refused; the renderer's exit must not fail for it (serve.ts).
    flush: () => provider.forceFlush().catch(() => undefined),
    shutdown: () => provider.shutdown().catch(() => undefined),
  };
}

/** A span's facts by their semantic conventions' names; the renderer's own under `necs.`. */
function attributesOf({ method, path, status, requestId, screen, outcome }: SpanFacts): Attributes {
  const named: Attributes = {
    [ATTR_HTTP_REQUEST_METHOD]: method,
    [ATTR_URL_PATH]: path,
    [ATTR_HTTP_RESPONSE_STATUS_CODE]: status,
    'necs.request_id': requestId,
    'necs.screen': screen,
    'necs.outcome': outcome,
  };
  return Object.fromEntries(Object.entries(named).filter(([, value]) => value !== undefined));
}
