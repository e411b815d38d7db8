import { once } from 'node:events';
import {
  createServer,
  request as httpRequest,
  Agent,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainable } from '@/server/drain';
import { createFirstScreenService, type FirstScreenService } from '@/server/first-screen-service';
import { serviceSettingsFrom } from '@/server/service-settings';
import { startGatedDrupal, type GatedDrupal } from '../support/gated-drupal';
import { quietLog } from '../support/memory-log';
import { listen, writeServedDist } from '../support/service-server';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** One GET on `agent`'s kept-alive connections, as nginx sends a page to a renderer. */
function get(agent: Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent, headers: { accept: 'text/html' } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      response.on('error', reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(Object.assign(error, { reused: request.reusedSocket })),
    );
    request.end();
  });
}

/**
 * A reader as nginx is one: page after page on one kept-alive connection, until the renderer refuses a new
 * connection (nginx then sends the page to the next renderer). A kept-alive connection the renderer closed as
 * the request went out is tried again on a new one, as nginx does for its cached upstream connections; any other
 * error, and any answer but a drawn page, is a failed answer.
 */
async function keptAliveReader(origin: string, path: string, answers: Answer[], failures: unknown[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (;;) {
      try {
        answers.push(await get(agent, `${origin}${path}`));
      } catch (error) {
        const { code, reused } = error as NodeJS.ErrnoException & { reused?: boolean };
        if (code === 'ECONNREFUSED') return;
        if (!(reused && code === 'ECONNRESET')) failures.push(error);
      }
    }
  } finally {
    agent.destroy();
  }
}

/** Resolves once `server` has received `count` requests from now on. */
function requestsReceived(server: Server, count: number): Promise<void> {
  let received = 0;
  return new Promise((resolve) => {
    const heard = () => {
      if (++received < count) return;
      server.off('request', heard);
      resolve();
    };
    server.on('request', heard);
  });
}

describe('the first-screen service stops gently (SIGTERM, drain.ts)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-drain-'));
  let sandbox: RunningSandbox;
  let drupal: GatedDrupal;
  let service: FirstScreenService;
  let origin: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    drupal = await startGatedDrupal(sandbox.url);
    const settings = serviceSettingsFrom({
      DRUPAL_URL: `${drupal.origin}/cms/`,
      DIST: writeServedDist(folder),
      // Held answers are the test's doing, not a slow Drupal: neither limit may end a render here.
      RENDER_TIMEOUT_MS: '60000',
      DRUPAL_CALL_TIMEOUT_MS: '60000',
    });
    service = createFirstScreenService(settings, quietLog());
    origin = await listen(service);
  });
  afterAll(async () => {
    service.closeAllConnections();
    await drupal.close();
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('under kept-alive readers: /readyz 503 from the signal, renders under way answered, connections closed, then out', async () => {
    // A reader whose connection is idle when the signal comes: closed at once.
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(idle, `${origin}/healthz`)).status).toBe(200);
    const idleSocket = Object.values(idle.freeSockets).flat()[0]!;
    const idleClosed = once(idleSocket, 'close');

    drupal.hold();
    // Asked before the signal, its probe of a quiet Drupal held: answered after it, so 503.
    const readiness = fetch(`${origin}/readyz`);
    await drupal.holding(1);
    const answers: Answer[] = [];
    const failures: unknown[] = [];
    const pagesAsked = requestsReceived(service, 6);
    const readers = ['/', '/news', '/about-us', '/', '/news', '/about-us'].map((path) =>
      keptAliveReader(origin, path, answers, failures),
    );
    // Every reader's page is under way, waiting on Drupal.
    await pagesAsked;

    const drained = service.drain();
    await idleClosed;
    drupal.release();
    await Promise.all(readers);

    expect(failures).toEqual([]);
    expect(answers.map(({ status }) => status)).toEqual(readers.map(() => 200));
    expect(answers.every(({ body }) => body.includes('id="first-screen"'))).toBe(true);
    // Each answered page closed its connection: nginx sends the next one elsewhere.
    expect(answers.map(({ headers }) => headers.connection)).toEqual(readers.map(() => 'close'));
    const ready = await readiness;
    expect([ready.status, await ready.json()]).toEqual([
      503,
      { ready: false, reason: expect.stringMatching(/stopping/) },
    ]);
    expect(await drained).toBe('finished');
    idle.destroy();
  }, 60_000);
});

describe('a drain whose answers do not come in its grace', () => {
  it('cuts the connections left and ends, rather than wait for systemd’s SIGKILL', async () => {
    const server = createServer(() => undefined);
    const origin = await listen(server);
    const stopping = drainable(server, 50);
    const request = httpRequest(origin);
    const reset = once(request, 'error');
    request.end();
    await once(server, 'request');
    expect(await stopping.drain()).toBe('cut');
    expect((await reset)[0]).toMatchObject({ code: 'ECONNRESET' });
  });
});
