import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BROTLI_STATIC_MODULE, renderNginxSiteFor } from '../deploy/nginx-site';
import type { DrupalMode } from '../sandbox/drupal/drupal-mode';
import { buildSandbox } from '../sandbox/host/app';
import { PREFIXES } from '../sandbox/host/prefixes';
import { rendererAddress, rendererControl, rendererProcess } from './renderer-process';
import { rendererSocketFolder } from './renderer-socket-folder';

/**
 * Where each part listens: nginx on the port given, the sandbox on the next, the first-screen service after,
 * and the browser tests' control that stops and starts the service after that.
 */
export function stackPorts(port: number) {
  return { nginx: port, sandbox: port + 1, renderer: port + 2, rendererControl: port + 3, metrics: port + 4 };
}

export interface NginxStackOptions {
  /** nginx's port; the two after it are taken too (stackPorts). */
  port: number;
  /** The built dist/, nginx's root and the service's DIST; the service is dist-server/serve.js beside it. */
  dist: string;
  /** What Drupal sends in X-Necs-Refresh to have a page drawn afresh; null for none. */
  refreshSecret: string | null;
  /** The sandbox's test controls answer this secret; without one they are not there. */
  controlSecret?: string;
  /** The service's RENDER_TIMEOUT_MS; its own default (docs/deploy.md) when left out. */
  renderTimeoutMs?: number;
  /** 'ignore' drops the service's line per page (thousands under load); its errors still reach stderr. */
  serviceLog: 'inherit' | 'ignore';
  /** Where nginx's temporary folder goes: the system's temporary folder unless given. */
  workFolder?: string;
  /** How long nginx keeps a drawn page fresh, and the service's FRESH_SECONDS: a deployment's 60 s unless given. */
  freshSeconds?: number;
  /** Page requests a second per client address (deploy/page-locations.ts): a deployment's default unless given. */
  rendersPerSecond?: number;
  /** For the browser tests: the service can be stopped and started behind the control secret (renderer-process.ts). */
  rendererControl?: boolean;
  /** For the browser tests: the service's metrics on stackPorts().metrics (METRICS_PORT), to read what it counted. */
  metrics?: boolean;
  /** Which Drupal the sandbox plays (sandbox/drupal/drupal-mode.ts): the association's site unless given. */
  drupal?: DrupalMode;
  /**
   * For the bench only, which loads the service directly: on stackPorts().renderer. Otherwise the service listens
   * on a Unix socket in a folder of this account's alone (rendererSocketFolder), as a deployment's do: a port on
   * the loopback is anyone's to take first, and whoever did would receive members' session cookies.
   */
  rendererOnPort?: boolean;
}

/** nginx's access log (JSON lines, deploy/access-log.ts), in the stack's temporary folder. */
const ACCESS_LOG_FILE = 'access.log';

export interface NginxStack {
  /** nginx, as the browser reaches it. */
  origin: string;
  /** nginx's access log, for a test to read while the stack runs (removed with the folder on stop). */
  accessLog: string;
  /** Where the first-screen service listens behind nginx: `unix:…/http.sock`, or `127.0.0.1:port` for the bench. */
  renderer: string;
  /** Settles once nginx has stopped and the rest with it: true when stop() asked for that. */
  stopped: Promise<boolean>;
  /** Stops nginx gracefully, then the service and the sandbox, and removes the temporary folder. */
  stop(): void;
}

/**
 * The production stack on one machine: Debian's nginx with deploy/nginx.conf serving dist/, in front of a fresh
 * sandbox (the three systems, no files) and of the first-screen service (the built dist-server/serve.js, plain
 * node, as a deployment runs it), through nginx's page cache. Everything nginx writes (pid, logs, temporary
 * bodies, cached pages) goes to a temporary folder. The sandbox runs in this process; nginx and the service
 * are its children.
 */
export async function startNginxStack(options: NginxStackOptions): Promise<NginxStack> {
  const ports = stackPorts(options.port);
  const dist = resolve(options.dist);
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${dist} has no build: run \`npm run build\` first`);
  // First, before anything is started: a folder another account has taken is a refusal, in a sentence.
  const socketFolder = options.rendererOnPort ? undefined : rendererSocketFolder(options.port);
  const socket = socketFolder && join(socketFolder, 'http.sock');
  const rendererAt = { port: ports.renderer, ...(socket === undefined ? {} : { socket }) };
  const folder = mkdtempSync(join(options.workFolder ?? tmpdir(), 'necs-nginx-e2e-'));

  // Drupal behind nginx sees the sandbox's own host, so its sitemap's base URL is set to the portal's, as a
  // deployment sets simple_sitemap's (docs/deploy.md).
  const portalUrl = `http://localhost:${ports.nginx}`;
  const sandbox = await buildSandbox({
    dbFile: join(folder, 'site.sqlite'),
    controlSecret: options.controlSecret,
    ...(options.drupal ? { drupal: options.drupal } : {}),
    sitemapBaseUrl: portalUrl,
  });
  await sandbox.listen({ port: ports.sandbox, host: '127.0.0.1' });

  const upstream = `http://127.0.0.1:${ports.sandbox}`;
  const giveUp = async (error: unknown): Promise<never> => {
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  };

  const renderer = rendererProcess({
    port: ports.renderer,
    ...(socket === undefined ? {} : { socket }),
    drupalUrl: `${upstream}${PREFIXES.cms}/`,
    siteUrl: portalUrl,
    dist,
    renderTimeoutMs: options.renderTimeoutMs,
    // One freshness period for the stack: nginx's page cache and the pages' own s-maxage alike.
    ...(options.freshSeconds === undefined ? {} : { freshSeconds: options.freshSeconds }),
    serviceLog: options.serviceLog,
    ...(options.metrics ? { metricsPort: ports.metrics } : {}),
  });
  await renderer.start().catch(giveUp);
  const control =
    options.rendererControl && options.controlSecret
      ? await rendererControl(renderer, ports.rendererControl, options.controlSecret)
      : undefined;
  const hasBrotli = existsSync(BROTLI_STATIC_MODULE);
  const site = renderNginxSiteFor(dist, {
    listen: `127.0.0.1:${ports.nginx}`,
    serverName: 'localhost',
    includes: [],
    brotli: hasBrotli,
    // The sandbox mounts each system under the same prefix the portal uses; the test controls come along.
    systems: Object.values(PREFIXES).map((prefix) => ({
      prefix: `${prefix}/`,
      url: `${upstream}${prefix}/`,
    })),
    sitemap: `${upstream}${PREFIXES.cms}/sitemap.xml`,
    portalUrl,
    pages: {
      renderers: [socket === undefined ? `127.0.0.1:${ports.renderer}` : `unix:${socket}`],
      cachePath: join(folder, 'pages'),
      freshSeconds: options.freshSeconds ?? 60,
      refreshSecret: options.refreshSecret,
      rendersPerSecond: options.rendersPerSecond,
    },
    accessLog: join(folder, ACCESS_LOG_FILE),
    // No errorLog: the deployment's default, no error line about a request (deploy/access-log.ts).
  });
  writeFileSync(join(folder, 'site.conf'), site);
  writeFileSync(join(folder, 'nginx.conf'), mainConfig(folder, hasBrotli));

  const args = ['-e', 'stderr', '-p', folder, '-c', join(folder, 'nginx.conf')];
  const check = spawnSync('nginx', [...args, '-t', '-q'], { stdio: 'inherit' });
  if (check.status !== 0) {
    control?.close();
    await renderer.stop();
    // Kept, so that the configuration can be read.
    await sandbox.close();
    throw new Error(`nginx refused the configuration in ${folder}`);
  }
  const nginx = spawn('nginx', args, { stdio: 'inherit' });

  let stopping = false;
  const stopped = new Promise<boolean>((settle) => {
    nginx.on('exit', (code) => {
      if (!stopping)
        console.error(`nginx stopped on its own (exit code ${code}); its configuration is in ${folder}`);
      control?.close();
      void renderer
        .stop()
        .then(() => sandbox.close())
        .then(() => {
          rmSync(folder, { recursive: true, force: true });
          // Empty once the service has closed its socket; one that is not is left as it is.
          if (socketFolder) rmdirQuietly(socketFolder);
          settle(stopping);
        });
    });
  });
  return {
    origin: portalUrl,
    accessLog: join(folder, ACCESS_LOG_FILE),
    renderer: rendererAddress(rendererAt),
    stopped,
    stop: () => {
      stopping = true;
      // SIGQUIT: nginx's graceful stop; its exit above stops the rest and removes the folder.
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGQUIT');
    },
  };
}

/**
 * nginx's main context for a run as an ordinary process: nothing under /var, no daemon. Workers, connections and
 * sendfile as Debian's /etc/nginx/nginx.conf sets them, which a deployment runs the site under (docs/deploy.md),
 * so that the bench's production column measures the nginx a deployment has.
 */
export function mainConfig(prefix: string, brotli: boolean, errorLog = 'stderr warn'): string {
  const temp = (name: string) => {
    mkdirSync(join(prefix, name));
    return join(prefix, name);
  };
  return `
${brotli ? `load_module ${BROTLI_STATIC_MODULE};` : ''}
daemon off;
worker_processes auto;
pid ${join(prefix, 'nginx.pid')};
error_log ${errorLog};
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 768; }
http {
    sendfile on;
    tcp_nopush on;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${temp('client-body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${join(prefix, 'site.conf')};
}
`;
}

function rmdirQuietly(folder: string): void {
  try {
    rmdirSync(folder);
  } catch {
    // Not empty, or gone already: nothing of ours to remove.
  }
}
