import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createFirstScreenService } from '@/server/first-screen-service';
import { serviceSettingsFrom } from '@/server/service-settings';
import { type NginxSite, renderNginxSiteFor } from '../../deploy/nginx-site';
import type { PageRenderers } from '../../deploy/page-locations';
import { PREFIXES } from '../../sandbox/host/prefixes';
import { freePort } from '../../scripts/local-ports';
import { mainConfig } from '../../scripts/nginx-stack';
import { memoryLog } from '../support/memory-log';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';
import { close, writeServedDist } from '../support/service-server';
import { TEST_BUDGET_ENV } from '../support/test-budgets';
import { NGINX, stopped } from './nginx-harness';

export interface LiveSite {
  /** nginx, as a client reaches it: `http://127.0.0.1:<port>`. */
  readonly portal: string;
  readonly accessLog: string;
  readonly errorLog: string;
  /** The renderer's lines, parsed. */
  readonly served: Record<string, unknown>[];
  /** The renderer itself, to stop it as a crash would (its socket goes with it). */
  readonly renderer: Server;
  /** The dist/ nginx and the renderer serve. */
  readonly dist: string;
  /** nginx's main error log (at `info`, the lowest a packaged nginx writes), when asked for. */
  readonly mainErrorLog: string;
  readonly sandbox: RunningSandbox;
  stop(): Promise<void>;
}

/** How the live site runs beyond the rendered site's settings. */
export interface LiveSiteOptions {
  /** The renderer on a Unix socket in a folder of its own (mode 0700), as a deployment's, not on a port. */
  readonly rendererOnSocket?: boolean;
  /** nginx's main error log to a file at `info` (mainErrorLog), not to stderr from `warn`: nothing it says hidden. */
  readonly mainErrorLogInFile?: boolean;
  /** Every system the sandbox stands in for behind nginx (SEWOBE's `/membership/`, `/proposals/` too), not Drupal alone. */
  readonly everySystem?: boolean;
  /** Writes the dist/ nginx and the renderer serve into a folder, and says where (writeServedDist unless given). */
  readonly dist?: (folder: string) => string;
  /** nginx's brotli_static module loaded and the site's `.br` twins served, as a deployment's. */
  readonly brotli?: boolean;
}

/** The portal's public address on the live site: its canonical links, its sitemap's URLs. */
export const PORTAL_URL = 'https://portal.example.org';

/** A live site's renderer settings: drawing `dist` from the Drupal at `drupalUrl`, for the portal's address. */
export const liveSiteRendererSettings = (drupalUrl: string, dist: string) =>
  serviceSettingsFrom({ DRUPAL_URL: drupalUrl, DIST: dist, SITE_URL: PORTAL_URL, ...TEST_BUDGET_ENV });

/**
 * Debian's nginx with the generated site in front of the first-screen service (in this process, its log kept in
 * memory) and a sandbox for Drupal, on free loopback ports, everything nginx writes in a temporary folder.
 * `pages` adjusts the renderers' settings (the render limit, say).
 */
export async function startLiveSite(
  pages: Partial<PageRenderers> = {},
  site: Partial<Omit<NginxSite, 'root' | 'config'>> = {},
  options: LiveSiteOptions = {},
): Promise<LiveSite> {
  const folder = mkdtempSync(join(tmpdir(), 'necs-live-site-'));
  const rendererPort = await freePort();
  const log = memoryLog();
  // Its sitemap's URLs on the portal's address, as a deployment's simple_sitemap is set (docs/deploy.md).
  const sandbox = await startSandbox({ sitemapBaseUrl: PORTAL_URL });
  const dist = (options.dist ?? writeServedDist)(folder);
  const service: Server = createFirstScreenService(
    liveSiteRendererSettings(`${sandbox.url}/cms/`, dist),
    log,
  );
  const socket = join(folder, 'renderer', 'http.sock');
  if (options.rendererOnSocket) mkdirSync(dirname(socket), { mode: 0o700 });
  await new Promise<void>((resolve) =>
    options.rendererOnSocket
      ? service.listen(socket, resolve)
      : service.listen(rendererPort, '127.0.0.1', resolve),
  );
  const accessLog = join(folder, 'access.log');
  const errorLog = join(folder, 'error.log');
  const mainErrorLog = join(folder, 'main-error.log');
  writeFileSync(
    join(folder, 'nginx.conf'),
    mainConfig(
      folder,
      options.brotli ?? false,
      options.mainErrorLogInFile ? `${mainErrorLog} info` : undefined,
    ),
  );
  /** The site on `nginxPort`, written where nginx.conf includes it. */
  const writeSite = (nginxPort: number) =>
    writeFileSync(
      join(folder, 'site.conf'),
      renderNginxSiteFor(dist, {
        listen: `127.0.0.1:${nginxPort}`,
        serverName: 'localhost',
        portalUrl: PORTAL_URL,
        includes: [],
        brotli: options.brotli ?? false,
        systems: (options.everySystem ? Object.values(PREFIXES) : [PREFIXES.cms]).map((prefix) => ({
          prefix: `${prefix}/`,
          url: `${sandbox.url}${prefix}/`,
        })),
        sitemap: `${sandbox.url}/cms/sitemap.xml`,
        pages: {
          renderers: [options.rendererOnSocket ? `unix:${socket}` : `127.0.0.1:${rendererPort}`],
          cachePath: join(folder, 'pages'),
          freshSeconds: 60,
          refreshSecret: null,
          ...pages,
        },
        accessLog,
        errorLog,
        ...site,
      }),
    );
  const closeAll = async () => {
    await close(service);
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  };
  const { nginx, portal } = await nginxOnAFreePort(folder, writeSite, accessLog).catch(
    async (error: unknown) => {
      await closeAll();
      throw error;
    },
  );
  const stop = async () => {
    await stopped(nginx);
    await closeAll();
  };
  return {
    portal,
    accessLog,
    errorLog,
    served: log.lines,
    renderer: service,
    dist,
    mainErrorLog,
    sandbox,
    stop,
  };
}

/**
 * How long a test file gives the whole site to start (sandbox, renderer, nginx) in its beforeAll: minutes, not
 * seconds, since a busy machine (eight test runs on two cores) takes its time, and a hook cut short would leave
 * nginx running with no one to stop it.
 */
export const LIVE_SITE_START_MS = 120_000;

/**
 * nginx started on a port free a moment ago, and answering. Another test's server may take that port between
 * freePort and nginx's bind (two test files run at once): nginx then exits, and the site is written again on
 * another port, up to five times. Another nginx on that port (two test runs at once, as CI's two Nodes) answers
 * as this one would, until this one's bind fails: the answer counts once this nginx has logged it.
 */
async function nginxOnAFreePort(folder: string, writeSite: (port: number) => void, accessLog: string) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    writeSite(port);
    const nginx = spawn(NGINX, ['-e', 'stderr', '-p', folder, '-c', join(folder, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const portal = `http://127.0.0.1:${port}`;
    try {
      await answering(`${portal}/config.json`, nginx);
      await loggedBy(nginx, accessLog);
      return { nginx, portal };
    } catch (error) {
      await stopped(nginx);
      if (attempt === 5) throw error;
    }
  }
}

/** Resolves once `nginx` has written a line to `accessLog`; fails if it exits first (its bind failed). */
async function loggedBy(nginx: ChildProcess, accessLog: string): Promise<void> {
  while (!existsSync(accessLog) || statSync(accessLog).size === 0) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (exit ${nginx.exitCode}): its port was taken`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Resolves once nginx answers `url` (its `Server` header: a server of another test on the same port is not it);
 * fails when nginx has exited (its configuration refused, its port taken) or after a minute.
 */
export async function answering(url: string, nginx: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 1200; tries++) {
    if (nginx.exitCode !== null) throw new Error(`nginx refused the configuration (exit ${nginx.exitCode})`);
    if (
      await fetch(url).then(
        (answer) => answer.ok && (answer.headers.get('server') ?? '').startsWith('nginx'),
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not answer ${url} within a minute`);
}
