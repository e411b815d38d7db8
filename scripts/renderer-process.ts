import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, get, type Server } from 'node:http';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { CONTROL_SECRET_HEADER, isControlSecret } from '../sandbox/host/control-secret';
import { SERVICE_NODE_FLAGS } from '../src/server/service-settings';

/** Where the first-screen service listens and what it draws from. */
export interface RendererSettings {
  /** Its port on 127.0.0.1, unless `socket` is given. */
  port: number;
  /** A Unix socket (SOCKET) in a folder only this account may enter, in place of the port: as a deployment runs it. */
  socket?: string;
  drupalUrl: string;
  siteUrl: string;
  /** The built dist/ (absolute); the service is dist-server/serve.js beside it. */
  dist: string;
  /** The service's RENDER_TIMEOUT_MS; its own default (docs/deploy.md) when left out. */
  renderTimeoutMs?: number;
  /**
   * The service's FRESH_SECONDS: the `s-maxage` it draws pages with, which a device's copy keeps as its freshness
   * period (src/service-worker/page-copies.ts); the same as nginx's page cache keeps, as a deployment sets both.
   */
  freshSeconds?: number;
  /** 'ignore' drops the service's line per page (thousands under load); its errors still reach stderr. */
  serviceLog: 'inherit' | 'ignore';
  /** The service's METRICS_PORT (on 127.0.0.1); no metrics listener when left out. */
  metricsPort?: number;
}

export interface RendererProcess {
  /** Starts the service (when it is not running) and resolves once it answers /healthz. */
  start(): Promise<void>;
  /** Stops it (when it runs) and resolves once the process has ended: its port then refuses connections. */
  stop(): Promise<void>;
}

/**
 * The production first-screen service as a deployment runs it: the built file, plain node, its environment.
 * It can be stopped and started again, as a crashed or restarted service would be (renderer-control below).
 */
export function rendererProcess(settings: RendererSettings): RendererProcess {
  // The process and its first answer: a start and a stop that overlap act on the same process, and a stop
  // signals it at once, before anything else is waited for.
  let running: { child: ChildProcess; healthy: Promise<void> } | undefined;
  return {
    async start() {
      if (!running) {
        const child = spawnRenderer(settings);
        const healthy = answering(child, settings).catch((error: unknown) => {
          running = undefined;
          throw error;
        });
        running = { child, healthy };
        // One that ended on its own is started again by the next start.
        child.once('exit', () => {
          if (running?.child === child) running = undefined;
        });
      }
      await running.healthy;
    },
    async stop() {
      const current = running;
      running = undefined;
      if (current) await ended(current.child);
    },
  };
}

/**
 * For the browser tests only: `POST /renderer/stop` and `POST /renderer/start` on 127.0.0.1:`port`, answered
 * (204) only to a request carrying the run's control secret, like the sandbox's test controls. nginx does not
 * proxy it: a test calls it directly, to see what nginx answers while the renderer is down.
 */
export async function rendererControl(
  renderer: RendererProcess,
  port: number,
  secret: string,
): Promise<Server> {
  const actions: Record<string, () => Promise<void>> = {
    '/renderer/stop': () => renderer.stop(),
    '/renderer/start': () => renderer.start(),
  };
  const server = createServer((request, response) => {
    const action = actions[request.url ?? ''];
    if (
      request.method !== 'POST' ||
      !action ||
      !isControlSecret(request.headers[CONTROL_SECRET_HEADER], secret)
    )
      return response.writeHead(404).end();
    action().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

function spawnRenderer(settings: RendererSettings): ChildProcess {
  const { port, socket, drupalUrl, siteUrl, dist, renderTimeoutMs, freshSeconds, serviceLog, metricsPort } =
    settings;
  const child = spawn(
    process.execPath,
    [...SERVICE_NODE_FLAGS, join(dirname(dist), 'dist-server', 'serve.js')],
    {
      // Its lines read on the way (serviceLines), and passed on as they are when they are wanted.
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        // React's production build, as docs/deploy.md starts the service.
        NODE_ENV: 'production',
        PORT: String(port),
        ...(socket === undefined ? {} : { SOCKET: socket }),
        DIST: dist,
        DRUPAL_URL: drupalUrl,
        SITE_URL: siteUrl,
        // A call may take the whole render's time: the browser tests' sandbox, on a busy machine, can answer a call
        // in seconds, and a second's limit would open the breaker (docs/deploy.md, "Fast when Drupal is not").
        ...(renderTimeoutMs === undefined
          ? {}
          : { RENDER_TIMEOUT_MS: String(renderTimeoutMs), DRUPAL_CALL_TIMEOUT_MS: String(renderTimeoutMs) }),
        ...(freshSeconds === undefined ? {} : { FRESH_SECONDS: String(freshSeconds) }),
        ...(metricsPort === undefined ? {} : { METRICS_PORT: String(metricsPort) }),
      },
    },
  );
  if (serviceLog === 'inherit') child.stdout?.pipe(process.stdout);
  else child.stdout?.resume();
  return child;
}

/** How long a start may take before the service is stopped as hung (answering). */
const START_GUARD_MS = 60_000;

/** Where the service answers, as a person reads it. */
export const rendererAddress = ({ port, socket }: Pick<RendererSettings, 'port' | 'socket'>): string =>
  socket === undefined ? `127.0.0.1:${port}` : `unix:${socket}`;

/**
 * Resolves once the service says it listens and then answers /healthz; stops it when it does not within a minute:
 * a guard against a hang, far above its start (about a second), since on a loaded machine (CI's browser suite
 * beside other work) 10 s were not enough and a start that was only slow failed.
 * Not /healthz alone: whatever already answers at its address would pass, and the service would then end on it.
 * One that ends first (it cannot listen, a setting is wrong) rejects at once with its own fatal sentence.
 */
async function answering(child: ChildProcess, settings: RendererSettings): Promise<void> {
  const lines = serviceLines(child);
  const ended = once(child, 'exit').then(async () => {
    throw new Error(
      `the first-screen service could not start on ${rendererAddress(settings)}: ${(await lines.fatal) ?? 'it ended without a word'}`,
    );
  });
  // Once it answered, a later end (a stop) is no failure of its start.
  ended.catch(() => undefined);
  const late = setTimeout(() => child.kill(), START_GUARD_MS);
  try {
    await Promise.race([lines.listening, ended]);
    while (!(await Promise.race([healthz(settings), ended])))
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 100)), ended]);
  } finally {
    clearTimeout(late);
  }
}

/** Whether /healthz answers 200, over the socket or the port. */
function healthz({ port, socket }: RendererSettings): Promise<boolean> {
  return new Promise((settle) => {
    const asked = get(
      socket === undefined
        ? { host: '127.0.0.1', port, path: '/healthz' }
        : { socketPath: socket, path: '/healthz' },
      (answer) => {
        answer.resume();
        settle(answer.statusCode === 200);
      },
    );
    asked.on('error', () => settle(false));
  });
}

/**
 * What the service's lines say of its start (service-log.ts): `listening` once it says where it listens
 * (serve.ts), `fatal` the message of its `fatal` line (why it cannot start), if any, once its output ends.
 */
function serviceLines(child: ChildProcess): { listening: Promise<void>; fatal: Promise<string | undefined> } {
  let listened = () => {};
  const listening = new Promise<void>((resolve) => (listened = resolve));
  const fatal = (async () => {
    let message: string | undefined;
    if (!child.stdout) return undefined;
    for await (const line of createInterface({ input: child.stdout })) {
      const { level, msg } = parsedLine(line) ?? {};
      if (typeof msg !== 'string') continue;
      if (level === 'fatal') message = msg;
      if (msg.startsWith('First-screen service at ')) listened();
    }
    return message;
  })();
  return { listening, fatal };
}

function parsedLine(line: string): { level?: unknown; msg?: unknown } | undefined {
  try {
    return JSON.parse(line) as { level?: unknown; msg?: unknown };
  } catch {
    return undefined;
  }
}

/** SIGTERM (the service closes its server and exits), SIGKILL after 5 s; resolves when the process is gone. */
async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = once(child, 'exit');
  child.kill('SIGTERM');
  const late = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exit;
  clearTimeout(late);
}
