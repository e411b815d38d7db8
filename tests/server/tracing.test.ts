import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstScreenService, type FirstScreenService } from '@/server/first-screen-service';
import { serviceSettingsFrom } from '@/server/service-settings';
import { startTracing } from '@/server/tracing/otel-sdk';
import { useTracing, type Tracing } from '@/server/tracing/spans';
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
  let tracing: Tracing;
  let origin: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    drupal = await startGatedDrupal(sandbox.url);
    const endpoint = tracesEndpointFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: await listen(collector) });
    useTracing((tracing = startTracing(endpoint!, 'necs-renderer')));
    const settings = serviceSettingsFrom({
      DRUPAL_URL: `${drupal.origin}/cms/`,
      DIST: writeServedDist(folder),
      ...TEST_BUDGET_ENV,
    });
    service = createFirstScreenService(settings, quietLog());
    origin = await listen(service);
  });
  afterAll(async () => {
    await tracing.shutdown();
    useTracing(null);
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
    await tracing.flush();

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
    await tracing.flush();
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
  it('begins a trace of its own for a traceparent it cannot read, continuing nothing of it', async () => {
    for (const [page, wrong] of [
      [3, 'x'],
      [4, `00-${'0'.repeat(32)}-${NGINX_SPAN}-01`],
    ] as const) {
      received.length = 0;
      await fetch(`${origin}/news?page=${page}`, { headers: { accept: 'text/html', traceparent: wrong } });
      await tracing.flush();
      const render = spansIn(received).find(({ kind }) => kind === 2);
      expect(render?.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(render?.traceId).not.toBe('0'.repeat(32));
      expect(render?.parentSpanId ?? '').toBe('');
    }
  });

  it('records no span of a trace nginx did not sample, and tells Drupal it is not sampled', async () => {
    const unsampled = '0af7651916cd43dd8448eb211c80319c';
    received.length = 0;
    const before = drupal.received.length;
    await fetch(`${origin}/news?page=5`, {
      headers: { accept: 'text/html', traceparent: `00-${unsampled}-${NGINX_SPAN}-00` },
    });
    await tracing.flush();
    expect(spansIn(received).filter(({ traceId }) => traceId === unsampled)).toEqual([]);
    const sent = drupal.received.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    for (const { traceparent } of sent)
      expect(traceparent).toMatch(new RegExp(`^00-${unsampled}-[0-9a-f]{16}-00$`));
  });

  it('with tracing off, sends Drupal the request id and no traceparent, and no span anywhere', async () => {
    useTracing(null);
    try {
      received.length = 0;
      const before = drupal.received.length;
      await fetch(`${origin}/news?page=6`, {
        headers: {
          accept: 'text/html',
          traceparent: `00-${TRACE_ID}-${NGINX_SPAN}-01`,
          'x-request-id': REQUEST_ID,
        },
      });
      await tracing.flush();
      const sent = drupal.received.slice(before);
      expect(sent.length).toBeGreaterThan(0);
      for (const headers of sent) {
        expect(headers['x-request-id']).toBe(REQUEST_ID);
        expect(headers.traceparent).toBeUndefined();
      }
      expect(spansIn(received)).toEqual([]);
    } finally {
      useTracing(tracing);
    }
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

describe('a collector that refuses', () => {
  it('costs the spans, never a failed flush or stop', async () => {
    const refusing = createServer();
    const endpoint = `${await listen(refusing)}/v1/traces`;
    await close(refusing);
    // A short export timeout: the SDK tries again until it runs out.
    const tracing = startTracing(endpoint, 'necs-renderer', 300);
    tracing.started('render', 'server', {}, tracing.continued(undefined)).end();
    await expect(tracing.flush()).resolves.toBeUndefined();
    tracing.started('render', 'server', {}, tracing.continued(undefined)).end();
    await expect(tracing.shutdown()).resolves.toBeUndefined();
  });
});

describe('where traces go', () => {
  it('goes to OTLP’s traces path, or the traces endpoint as given; nowhere when neither is set', () => {
    expect(tracesEndpointFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318/' })).toBe(
      'http://c:4318/v1/traces',
    );
    expect(tracesEndpointFrom({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c/t' })).toBe('http://c/t');
    expect(tracesEndpointFrom({})).toBeNull();
  });
});
