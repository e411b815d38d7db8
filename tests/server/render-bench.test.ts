import { createServer, get, type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startRecordedDrupal } from '../../scripts/bench/render/recorded-drupal';
import { renderTable } from '../../scripts/bench/render/lines';
import type { ServiceFigures } from '../../scripts/bench/render/service-under-load';

describe('the bench’s render column', () => {
  it('answers each Drupal call from its first answer, gzipped to a call that takes gzip', async () => {
    let asked = 0;
    const upstream = createServer((request, response) => {
      asked += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(`{"url":"${request.url}"}`);
    }).listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const { port } = upstream.address() as { port: number };
    const drupal = await startRecordedDrupal(`http://127.0.0.1:${port}`, 0);
    try {
      const url = `${drupal.origin}/cms/necs-json/get/page?uri=%2F`;
      const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.json()).toEqual({ url: '/cms/necs-json/get/page?uri=%2F' });
      const [raw] = (await once(get(url, { headers: { 'accept-encoding': 'gzip' } }), 'response')) as [
        IncomingMessage,
      ];
      expect(raw.headers['content-encoding']).toBe('gzip');
      const chunks: Buffer[] = [];
      for await (const chunk of raw) chunks.push(chunk as Buffer);
      expect(JSON.parse(gunzipSync(Buffer.concat(chunks)).toString())).toEqual({
        url: '/cms/necs-json/get/page?uri=%2F',
      });
      expect(asked).toBe(1);
      expect(drupal.recorded()).toBe(1);
    } finally {
      await drupal.close();
      upstream.close();
    }
  });

  const service = (cpuMs: number, perSecond: number, rssMb: number, failures = 0): ServiceFigures => ({
    startMs: 400,
    pages: [{ path: '/', renders: 1000, rendersPerSecond: perSecond, cpuMsPerRender: cpuMs, failures }],
    mixed: { path: '/', renders: 4000, rendersPerSecond: perSecond, cpuMsPerRender: cpuMs, failures: 0 },
    rssMb,
    peakRssMb: rssMb,
  });
  const today = {
    label: "today's service",
    commit: '0b28440abc',
    production: false,
    figures: service(21, 60, 600),
  };

  it('holds this build to three times today’s renders a second and 250 MB', () => {
    const table = (current: ServiceFigures) => renderTable({ earlier: [today], current });
    expect(table(service(7, 180, 240))).toMatch(/\| 3\.00× \| ≥ 3× today's ✅ \|/);
    expect(table(service(7, 179, 240))).toMatch(/≥ 3× today's ❌/);
    expect(table(service(7, 180, 251))).toMatch(/≤ 250 MB ❌/);
    expect(table(service(7, 180, 240))).toContain("| today's service (0b28440, no NODE_ENV) | this build |");
  });

  it('weighs tracing beside this build: start-up, CPU a render, renders a second, memory, failures', () => {
    const current = service(7, 180, 240);
    const table = renderTable({
      earlier: [today],
      current,
      traced: { ...service(7.7, 171, 252), startMs: 500 },
    });
    expect(table).toContain(
      '| this build | this / today | this build, traced | traced / untraced | target |',
    );
    expect(table).toMatch(
      /\| start-up, spawn to its first \/healthz answer \| 400 ms \| 400 ms \| {2}\| 500 ms \| 1\.25× \|/,
    );
    expect(table).toMatch(/\| CPU a render of `\/` \| 21\.0 ms \| 7\.0 ms \| 0\.33× \| 7\.7 ms \| 1\.10× \|/);
    expect(table).toMatch(/\| 180\.0 \| 3\.00× \| 171\.0 \| 0\.95× \| ≥ 3× today's ✅ \|/);
    expect(table).toMatch(/\| 240 MB \(240\) \| 0\.40× \| 252 MB \(252\) \| 1\.05× \| ≤ 250 MB ✅ \|/);
    const failing = renderTable({ earlier: [today], current, traced: service(7.7, 171, 252, 3) });
    expect(failing).toMatch(/answers other than a drawn page \| 0 \| 0 \| {2}\| 3 \| {2}\| 0 ❌ \|/);
  });
});
