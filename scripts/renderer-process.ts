import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { CONTROL_SECRET_HEADER, isControlSecret } from '../sandbox/host/control-secret';
import { SERVICE_NODE_FLAGS } from '../src/server/service-settings';

/** Where the first-screen service listens and what it draws from. */
export interface RendererSettings {
  port: number;
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
  /**
   * Starts the service (when it is not running) and resolves once it answers /healthz; with `drupalUrl`, it
   * draws from that Drupal instead of the configured one.
   */
  start(drupalUrl?: string): Promise<void>;
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
    async start(drupalUrl = settings.drupalUrl) {
      if (!running) {
        const child = spawnRenderer({ ...settings, drupalUrl });
        const healthy = answering(child, settings.port).catch((error: unknown) => {
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
 * proxy it: a test calls it directly, to see what nginx answers while the renderer is down. And
 * `POST /renderer/start-without-drupal`: the service again, its Drupal an address where nothing listens, to see
 * what a visitor gets while the content system is down.
 */
export async function rendererControl(
  renderer: RendererProcess,
  port: number,
  secret: string,
): Promise<Server> {
  const actions: Record<string, () => Promise<void>> = {
    '/renderer/stop': () => renderer.stop(),
    '/renderer/start': () => renderer.start(),
    '/renderer/start-without-drupal': async () => {
      await renderer.stop();
      // The discard port: nothing listens there, so every call to Drupal is refused at once.
      await renderer.start('http://127.0.0.1:9/cms/');
    },
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
  const { port, drupalUrl, siteUrl, dist, renderTimeoutMs, freshSeconds, serviceLog, metricsPort } = settings;
  return spawn(process.execPath, [...SERVICE_NODE_FLAGS, join(dirname(dist), 'dist-server', 'serve.js')], {
    stdio: ['ignore', serviceLog, 'inherit'],
    env: {
      ...process.env,
      // React's production build, as docs/deploy.md starts the service.
      NODE_ENV: 'production',
      PORT: String(port),
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
  });
}

/** Resolves once the service answers /healthz; stops it when it does not within 10 s. */
async function answering(child: ChildProcess, port: number): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the first-screen service did not start on ${port}`);
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
