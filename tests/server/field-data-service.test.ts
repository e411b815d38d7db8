import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstScreenService } from '@/server/first-screen-service';
import { metricsListener } from '@/server/observability/metrics-listener';
import { serviceSettingsFrom } from '@/server/service-settings';
import { memoryLog } from '../support/memory-log';
import { close, listen, writeServedDist } from '../support/service-server';

describe('POST /field-data on the first-screen service', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-field-'));
  const log = memoryLog();
  // No Drupal call is made for a report: a dead port shows that none is needed.
  const settings = serviceSettingsFrom({ DRUPAL_URL: 'http://127.0.0.1:9/', DIST: writeServedDist(folder) });
  const service = createFirstScreenService(settings, log);
  const metrics = metricsListener();
  let origin = '';
  let metricsOrigin = '';
  beforeAll(async () => {
    [origin, metricsOrigin] = await Promise.all([listen(service), listen(metrics)]);
  });
  afterAll(async () => {
    await Promise.all([close(service), close(metrics)]);
    rmSync(folder, { recursive: true, force: true });
  });

  const report = (body: string, type = 'text/plain;charset=UTF-8') =>
    fetch(`${origin}/field-data`, { method: 'POST', headers: { 'content-type': type }, body });
  const metricsText = async () => (await fetch(`${metricsOrigin}/metrics`)).text();
  /** The field data's lines only: the process's own metrics change between two reads. */
  const fieldLines = async () =>
    (await metricsText()).split('\n').filter((line) => line.startsWith('necs_field_'));

  it('counts a beacon’s report by the screen kind of its path, answers 204 and logs nothing', async () => {
    const before = log.lines.length;
    const answers = await Promise.all([
      report(JSON.stringify({ path: '/group/3', metric: 'LCP', value: 3100 })),
      report(JSON.stringify({ path: '/group/3', metric: 'INP', value: 150 }), 'application/json'),
      report(JSON.stringify({ path: '/group', metric: 'CLS', value: 0.2 })),
      report(JSON.stringify({ path: '/search', error: 'unhandledrejection' })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204]);
    // Read before the scrape, which asks for readiness (necs_ready), and so may say that this Drupal is down.
    const reportsSaid = log.lines.slice(before);
    const text = await metricsText();
    // Each value in its bucket and not in the one below: LCP 3.1 s, INP 150 ms, CLS 0.2.
    const counted = [
      'necs_field_web_vitals_seconds_bucket{le="4",metric="LCP",screen="group"} 1',
      'necs_field_web_vitals_seconds_bucket{le="2.5",metric="LCP",screen="group"} 0',
      'necs_field_web_vitals_seconds_bucket{le="0.2",metric="INP",screen="group"} 1',
      'necs_field_cls_bucket{le="0.25",screen="group-list"} 1',
      'necs_field_cls_bucket{le="0.15",screen="group-list"} 0',
      'necs_field_errors_total{kind="unhandledrejection",screen="search"} 1',
    ];
    expect(counted.filter((line) => !text.includes(line))).toEqual([]);
    expect(reportsSaid).toEqual([]);
  });

  it('refuses what is no report, and counts nothing of it', async () => {
    const before = await fieldLines();
    const statuses = await Promise.all([
      report('{"path":"/","metric":"LCP","value":1,"screen":"home"}'),
      report('{"path":"/","error":"error","message":"secret"}'),
      report('not json'),
      report(JSON.stringify({ path: '/', metric: 'LCP', value: 1 }), 'application/x-www-form-urlencoded'),
      report(JSON.stringify({ path: '/', metric: 'LCP', value: 1, padding: 'x'.repeat(2100) })),
      fetch(`${origin}/field-data`, { headers: { accept: 'text/html' } }),
    ]).then((answers) => answers.map((answer) => answer.status));
    expect(statuses).toEqual([400, 400, 400, 415, 413, 405]);
    expect(await fieldLines()).toEqual(before);
  });

  it('refuses a chunked body past 2 kB, which says no length up front', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const call = request(`${origin}/field-data`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
      });
      call.on('response', (answer) => resolve(answer.statusCode ?? 0)).on('error', reject);
      call.write(`{"path":"/","metric":"LCP","value":1,"x":"`);
      call.end(`${'x'.repeat(2048)}"}`);
    });
    expect(status).toBe(413);
  });
});
