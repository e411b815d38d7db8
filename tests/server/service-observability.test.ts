import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsThroughPolicy, drupalBreakerState, useDrupalPolicy } from '@/server/drupal-calls';
import { DRUPAL_POLICY_DEFAULTS } from '@/server/drupal-policy';
import { createFirstScreenService } from '@/server/first-screen-service';
import { metricsListener } from '@/server/observability/metrics-listener';
import { serviceSettingsFrom } from '@/server/service-settings';
import { memberCookie } from '../support/member-cookie';
import { memoryLog, quietLog } from '../support/memory-log';
import { close, listen, useServiceOnSandbox, writeServedDist } from '../support/service-server';
import { startStallingServer } from '../support/stalling-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the first-screen service says how it is, what it did and how long it took', () => {
  const { log, origin: service, sandboxUrl } = useServiceOnSandbox();
  const metrics = metricsListener();
  afterAll(() => close(metrics));
  let metricsOrigin: string | undefined;
  /** The metrics as a scrape reads them, from the listener of their own (started on the first read). */
  const scraped = async () => (await fetch(`${(metricsOrigin ??= await listen(metrics))}/metrics`)).text();
  let origin: string;
  beforeAll(() => void (origin = service()));

  it('is alive and ready with Drupal answering and the build in place', async () => {
    const ready = await fetch(`${origin}/readyz`);
    expect([ready.status, ready.headers.get('cache-control'), await ready.json()]).toEqual([
      200,
      'no-store',
      { ready: true },
    ]);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  });

  it('logs a page as one JSON line under nginx’s request id, and answers with it', async () => {
    const id = '0123456789abcdef0123456789abcdef';
    const answer = await fetch(`${origin}/news?page=1`, { headers: { 'x-request-id': id } });
    expect(answer.headers.get('x-request-id')).toBe(id);
    expect(log.lines.at(-1)).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      hostname: expect.any(String),
      request_id: id,
      method: 'GET',
      path: '/news?page=1',
      status: 200,
      ms: expect.any(Number),
      screen: 'content',
      outcome: 'drawn',
      msg: expect.stringMatching(/^GET \/news\?page=1 200 \d+ ms$/),
    });
  });

  it('makes an id of its own when nginx sent none, or one that is no id', async () => {
    for (const header of [{}, { 'x-request-id': 'two words' }] as Record<string, string>[]) {
      const answer = await fetch(`${origin}/no-such-page`, { headers: header });
      const id = answer.headers.get('x-request-id');
      expect(id).toMatch(UUID);
      expect(log.lines.at(-1)).toMatchObject({
        request_id: id,
        status: 404,
        screen: 'content',
        outcome: 'not_found',
      });
    }
  });

  it('answers and logs a request line that is no address at all', async () => {
    const { port } = new URL(origin);
    const socket = connect(Number(port), '127.0.0.1');
    socket.end('GET http://[x/ HTTP/1.1\r\nHost: x\r\nAccept: text/html\r\nConnection: close\r\n\r\n');
    const [answer] = (await once(socket.setEncoding('utf8'), 'data')) as [string];
    expect(answer).toMatch(/^HTTP\/1\.1 500 /);
    expect(log.lines.at(-1)).toMatchObject({ status: 500, path: 'http://[x/', level: 'error' });
  });

  it('writes no cookie, token or e-mail address into any line', async () => {
    const cookie = await memberCookie(sandboxUrl());
    const secrets = [
      cookie,
      cookie.split('=')[1]!,
      'tok-3141592653',
      'someone@example.org',
      'someone%40example.org',
    ];
    const from = log.lines.length;
    await fetch(`${origin}/about-us?token=tok-3141592653&q=someone@example.org`, { headers: { cookie } });
    await fetch(`${origin}/search?q=someone%40example.org&api_key=tok-3141592653`);
    await fetch(`${origin}/rss.xml?email=someone@example.org`);
    const written = log.lines.slice(from).map((line) => JSON.stringify(line));
    expect(written).toHaveLength(3);
    for (const line of written) for (const secret of secrets) expect(line).not.toContain(secret);
    expect(written[0]).toContain('/about-us?token=[redacted]&q=[redacted]');
  });

  it('counts renders by screen kind and outcome, calls to Drupal and reads shared, on a listener of its own', async () => {
    await Promise.all([1, 2, 3].map(() => fetch(`${origin}/about-us?shared=${Math.random()}`)));
    await fetch(`${origin}/rss.xml`);
    const text = await scraped();
    for (const series of [
      /^necs_renders_seconds_bucket\{le="0\.5",screen="content",outcome="drawn"\} \d+$/m,
      /^necs_renders_seconds_count\{screen="content",outcome="not_found"\} [1-9]\d*$/m,
      /^necs_renders_seconds_count\{screen="feed",outcome="[a-z_]+"\} [1-9]\d*$/m,
      /^necs_drupal_calls_seconds_bucket\{le="0\.1",outcome="2xx"\} \d+$/m,
      /^necs_drupal_calls_seconds_count\{outcome="2xx"\} [1-9]\d*$/m,
      /^necs_renders_in_flight 0$/m,
      /^necs_drupal_reads_shared_total [1-9]\d*$/m,
      // Drupal answers: the breaker toward it is closed.
      /^necs_drupal_breaker_state 0$/m,
      /^nodejs_eventloop_lag_seconds [\d.e-]+$/m,
      /^process_resident_memory_bytes \d+$/m,
    ])
      expect(text).toMatch(series);
  });

  it("reads the breaker toward its own Drupal, whatever another Drupal's breaker in the process says", async () => {
    // As a test file run before this one in the same worker may leave it: a breaker open toward a Drupal gone.
    const gone = 'http://127.0.0.1:9/cms/';
    useDrupalPolicy(gone, { ...DRUPAL_POLICY_DEFAULTS, failuresToOpen: 1 });
    const refused = callsThroughPolicy(gone, () => Promise.reject(new Error('connection refused')));
    await expect(refused({ method: 'GET', path: 'node/1' } as never)).rejects.toThrow();
    expect(drupalBreakerState(gone)).toBe('open');
    try {
      expect(await scraped()).toMatch(/^necs_drupal_breaker_state 0$/m);
    } finally {
      // A fresh, closed breaker, so no later file in this worker meets the open one.
      useDrupalPolicy(gone);
    }
  });

  it('never answers the metrics on the port nginx proxies', async () => {
    const answer = await fetch(`${origin}/metrics`, { headers: { accept: 'text/plain' } });
    expect(await answer.text()).not.toMatch(/necs_renders_seconds|# HELP/);
  });
});

describe('the first-screen service, not ready', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-observe-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** A service on `drupalUrl` and `dist`, asked `/readyz` and `/healthz`. */
  async function asked(drupalUrl: string, dist = writeServedDist(folder), paths: string[] = []) {
    const settings = serviceSettingsFrom({ DRUPAL_URL: drupalUrl, DIST: dist, RENDER_TIMEOUT_MS: '500' });
    const service = createFirstScreenService(settings, quietLog());
    try {
      const origin = await listen(service);
      for (const path of paths) await fetch(`${origin}${path}`);
      const ready = await fetch(`${origin}/readyz`);
      const healthy = await fetch(`${origin}/healthz`);
      return {
        ready: ready.status,
        reason: ((await ready.json()) as { reason?: string }).reason,
        healthy: healthy.status,
      };
    } finally {
      await close(service);
    }
  }

  it('logs the cause of every 503 and 500: Drupal refusing, the build missing', async () => {
    const log = memoryLog();
    const dead = 'http://127.0.0.1:9/';
    for (const [dist, path, env] of [
      [writeServedDist(folder), '/news', {}],
      [writeServedDist(folder), '/rss.xml', { SITE_URL: 'https://portal.example.org' }],
      [join(folder, 'no-build'), '/news', {}],
    ] as const) {
      const settings = serviceSettingsFrom({ DRUPAL_URL: dead, DIST: dist, ...env });
      const service = createFirstScreenService(settings, log);
      try {
        await fetch(`${await listen(service)}${path}`);
      } finally {
        await close(service);
      }
    }
    const answers = log.lines.filter(({ status }) => status !== undefined);
    expect(answers.map(({ level, status, path, cause }) => ({ level, status, path, cause }))).toEqual([
      {
        level: 'warn',
        status: 503,
        path: '/news',
        cause: expect.stringMatching(/ECONNREFUSED 127\.0\.0\.1:9/),
      },
      { level: 'warn', status: 503, path: '/rss.xml', cause: expect.stringMatching(/ECONNREFUSED/) },
      { level: 'error', status: 500, path: '/news', cause: expect.stringMatching(/ENOENT.*no-build/) },
    ]);
  });

  it('logs once when Drupal starts failing, with the reason', async () => {
    const log = memoryLog();
    const settings = serviceSettingsFrom({
      DRUPAL_URL: 'http://127.0.0.1:9/',
      DIST: writeServedDist(folder),
    });
    const service = createFirstScreenService(settings, log);
    try {
      const origin = await listen(service);
      for (const path of ['/news', '/about-us', '/group']) await fetch(`${origin}${path}`);
    } finally {
      await close(service);
    }
    const said = log.lines.filter(({ msg }) => String(msg).startsWith('Drupal'));
    expect(said).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: expect.stringMatching(
          /^Drupal is failing: the last call to Drupal failed \(error: connect ECONNREFUSED/,
        ),
      }),
    ]);
  });

  it('says 503 with the reason when Drupal is on a dead port, alive all the same', async () => {
    const idle = await asked('http://127.0.0.1:9/');
    expect(idle).toMatchObject({ ready: 503, healthy: 200, reason: expect.stringMatching(/ECONNREFUSED/) });
    const busy = await asked('http://127.0.0.1:9/', undefined, ['/news', '/about-us', '/rss.xml']);
    expect(busy).toMatchObject({
      ready: 503,
      healthy: 200,
      // Its pages' calls failed in a row: the breaker opened, and readiness goes by it.
      reason: "Drupal's breaker is open: pages are refused until a trial call succeeds",
    });
  });

  it('says 503 when Drupal hangs', async () => {
    const drupal = await startStallingServer();
    try {
      expect(await asked(drupal.url)).toMatchObject({
        ready: 503,
        healthy: 200,
        reason: expect.stringMatching(/timeout|aborted/i),
      });
    } finally {
      await drupal.close();
    }
  });

  it('says 503 when the build is not where DIST says', async () => {
    const nowhere = join(folder, 'no-build');
    expect(await asked('http://127.0.0.1:9/', nowhere)).toMatchObject({
      ready: 503,
      healthy: 200,
      reason: expect.stringMatching(/^the build in .*no-build cannot be read: ENOENT/),
    });
  });
});
