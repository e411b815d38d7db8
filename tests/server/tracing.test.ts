import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstScreenService, type FirstScreenService } from '@/server/first-screen-service';
import { serviceSettingsFrom } from '@/server/service-settings';
import { otlpExporter } from '@/server/tracing/otlp-exporter';
import { useSpanExporter, type SpanExporter } from '@/server/tracing/spans';
import { requestTrace } from '@/server/tracing/trace-context';
import { tracesEndpointFrom } from '@/server/tracing/traces-endpoint';
import { startGatedDrupal, type GatedDrupal } from '../support/gated-drupal';
import { quietLog } from '../support/memory-log';
import { close, listen, writeServedDist } from '../support/service-server';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';
import { TEST_BUDGET_ENV } from '../support/test-budgets';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const NGINX_SPAN = '00f067aa0ba902b7';
const REQUEST_ID = '0123456789abcdef0123456789abcdef';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, string> }[];
}

describe('traces of a render and its calls to Drupal', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-traces-'));
  const received: { path: string; body: unknown }[] = [];
  const collector = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(body) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  let sandbox: RunningSandbox;
  let drupal: GatedDrupal;
  let service: FirstScreenService;
  let exporter: SpanExporter;
  let origin: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    drupal = await startGatedDrupal(sandbox.url);
    const endpoint = tracesEndpointFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: await listen(collector) });
    useSpanExporter((exporter = otlpExporter(endpoint!, 'necs-renderer')));
    const settings = serviceSettingsFrom({
      DRUPAL_URL: `${drupal.origin}/cms/`,
      DIST: writeServedDist(folder),
      ...TEST_BUDGET_ENV,
    });
    service = createFirstScreenService(settings, quietLog());
    origin = await listen(service);
  });
  afterAll(async () => {
    useSpanExporter(null);
    await close(service);
    await close(collector);
    await drupal.close();
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('sends the render and each Drupal call as spans of nginx’s trace, and Drupal the trace and request id', async () => {
    const answer = await fetch(`${origin}/about-us`, {
      headers: {
        accept: 'text/html',
        traceparent: `00-${TRACE_ID}-${NGINX_SPAN}-01`,
        'x-request-id': REQUEST_ID,
      },
    });
    expect(answer.status).toBe(200);
    await exporter.flush();

    expect(received.map(({ path }) => path)).toContain('/v1/traces');
    const spans = spansIn(received);
    const ofTrace = spans.filter(({ traceId }) => traceId === TRACE_ID);
    const render = ofTrace.find(({ kind }) => kind === 2);
    expect(render).toMatchObject({ name: 'render content', parentSpanId: NGINX_SPAN });
    const calls = ofTrace.filter(({ kind }) => kind === 3);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every(({ parentSpanId }) => parentSpanId === render!.spanId)).toBe(true);

    const sent = drupal.received.filter(({ traceparent }) => String(traceparent).includes(TRACE_ID));
    expect(sent.length).toBe(calls.length);
    for (const headers of sent) {
      expect(headers['x-request-id']).toBe(REQUEST_ID);
      const spanId = String(headers.traceparent).split('-')[2];
      expect(calls.map((call) => call.spanId)).toContain(spanId);
    }
  });

  it('names each call by its path, never its query (a reader’s words or filters)', async () => {
    received.length = 0;
    await fetch(`${origin}/news?page=2`, { headers: { accept: 'text/html' } });
    await exporter.flush();
    const paths = spansIn(received)
      .filter(({ kind }) => kind === 3)
      .map(({ attributes }) => attributes.find(({ key }) => key === 'url.path')?.value.stringValue);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toMatch(/^[^?#]+$/);
  });

  it('begins a trace of its own for a request that brought none, and Drupal still receives it', async () => {
    const before = drupal.received.length;
    await fetch(`${origin}/news`, { headers: { accept: 'text/html' } });
    const sent = drupal.received.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    for (const { traceparent } of sent) expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });
});

/** Every span the collector received, from OTLP's JSON. */
function spansIn(received: readonly { body: unknown }[]): OtlpSpan[] {
  return received.flatMap(({ body }) =>
    (body as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] }).resourceSpans.flatMap(
      ({ scopeSpans }) => scopeSpans.flatMap(({ spans }) => spans),
    ),
  );
}

describe('a request’s traceparent', () => {
  it('is continued when valid, and ignored for a new trace when not', () => {
    expect(requestTrace(`00-${TRACE_ID}-${NGINX_SPAN}-01`, 'id')).toMatchObject({
      traceId: TRACE_ID,
      parentSpanId: NGINX_SPAN,
      requestId: 'id',
    });
    for (const wrong of ['x', `00-${'0'.repeat(32)}-${NGINX_SPAN}-01`, `01-${TRACE_ID}-${NGINX_SPAN}-01`])
      expect(requestTrace(wrong, 'id')).toMatchObject({
        traceId: expect.not.stringMatching(TRACE_ID),
        parentSpanId: null,
      });
  });

  it('goes to OTLP’s traces path, or the traces endpoint as given; nowhere when neither is set', () => {
    expect(tracesEndpointFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318/' })).toBe(
      'http://c:4318/v1/traces',
    );
    expect(tracesEndpointFrom({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c/t' })).toBe('http://c/t');
    expect(tracesEndpointFrom({})).toBeNull();
  });
});
