/**
 * What tracing costs the production renderer (docs/deploy.md section 7, "Traces"): its start-up, from spawn to its
 * first /healthz answer, and a render's time as nginx asks for it (with a `traceparent`), tracing off and on
 * (spans sent to a collector here that takes them). Alternating runs, so that a busy machine weighs on both alike.
 * Last, the spans' own work for a render, in this process: a render's span and six calls' spans with their headers.
 *
 *   npx vite build --ssr --outDir .scratch/tracing-cost/dist-server --emptyOutDir
 *   BENCH_PORTS=8390-8393 npx tsx scripts/bench/tracing-cost.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUILT_INDEX_HTML } from '../../tests/support/built-index-html';
import { startTracing } from '../../src/server/tracing/otel-sdk';
import { rendererProcess } from '../renderer-process';
import { firstFreeRun } from './ports';
import { startSpanCollector } from './render/span-collector';
import { startBenchServer } from './sandbox-server';
import { median, round } from './statistics';

const STARTS = 7;
const RENDERS = 150;
const folder = resolve('.scratch/tracing-cost');
const dist = join(folder, 'dist');
mkdirSync(join(dist, '.vite'), { recursive: true });
writeFileSync(join(dist, 'index.html'), BUILT_INDEX_HTML);
writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
writeFileSync(join(dist, 'config.json'), JSON.stringify({ cmsUrl: '/cms/' }));

const collector = await startSpanCollector();
const sandbox = await startBenchServer();
const port = (await firstFreeRun(2)) + 1;

const modes = { off: undefined, on: collector.origin } as const;
const starts: Record<keyof typeof modes, number[]> = { off: [], on: [] };
const renders: Record<keyof typeof modes, number[]> = { off: [], on: [] };
let page = 0;
for (let run = 0; run < STARTS; run += 1)
  for (const mode of ['off', 'on'] as const) {
    if (modes[mode]) process.env.OTEL_EXPORTER_OTLP_ENDPOINT = modes[mode];
    else delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    const renderer = rendererProcess({
      port,
      drupalUrl: `${sandbox.origin}/cms/`,
      siteUrl: `http://127.0.0.1:${port}`,
      dist,
      serviceLog: 'ignore',
    });
    const started = performance.now();
    await renderer.start();
    starts[mode].push(performance.now() - started);
    // Each a page no cache holds: a render with its calls to Drupal.
    for (let index = 0; index < RENDERS / STARTS; index += 1) {
      page += 1;
      const id = page.toString(16).padStart(32, '0');
      const asked = performance.now();
      const answer = await fetch(`http://127.0.0.1:${port}/news?page=${page}`, {
        headers: { accept: 'text/html', traceparent: `00-${id}-${id.slice(16)}-01`, 'x-request-id': id },
      });
      await answer.arrayBuffer();
      if (index > 0) renders[mode].push(performance.now() - asked);
    }
    await renderer.stop();
  }
await sandbox.close();

for (const mode of ['off', 'on'] as const)
  console.log(
    `tracing ${mode}: start-up ${round(median(starts[mode]))} ms (median of ${STARTS}), render ${round(median(renders[mode]), 1)} ms (median of ${renders[mode].length})`,
  );
console.log(`collector received ${collector.posts()} OTLP posts`);

const tracing = startTracing(`${collector.origin}/v1/traces`, 'necs-renderer');
const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
function spansOfARender() {
  const parent = tracing.continued(`00-${traceId}-00f067aa0ba902b7-01`);
  const render = tracing.started('render', 'server', { method: 'GET', requestId: traceId }, parent);
  for (let call = 0; call < 6; call += 1) {
    const span = tracing.started(
      'Drupal GET',
      'client',
      { method: 'GET', path: '/cms/jsonapi/node/news' },
      render.context,
    );
    span.headers();
    span.end(undefined, { status: 200 });
  }
  render.end(undefined, { status: 200, screen: 'content', outcome: 'drawn' }, 'render content');
}
const SPAN_RUNS = 2000;
const microseconds: number[] = [];
for (let run = 0; run < 8; run += 1) {
  const started = performance.now();
  for (let index = 0; index < SPAN_RUNS; index += 1) spansOfARender();
  // The first run warms the code up.
  if (run > 0) microseconds.push(((performance.now() - started) / SPAN_RUNS) * 1000);
}
console.log(`spans' own work: ${round(median(microseconds))} µs a render (median of 7 × ${SPAN_RUNS})`);
await tracing.shutdown();
await collector.close();
