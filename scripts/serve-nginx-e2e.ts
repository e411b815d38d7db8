import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROTLI_STATIC_MODULE, renderNginxSiteFor } from '../deploy/nginx-site';
import { buildSandbox } from '../sandbox/host/app';
import { controlSecretFromEnvironment } from '../sandbox/host/control-secret';
import { PREFIXES } from '../sandbox/host/prefixes';
import { E2E_FRESH_SECONDS, E2E_REFRESH_SECRET, stackPorts } from '../tests/e2e/support/page-cache';
import { rendererControl, rendererProcess } from './renderer-process';

/**
 * The production stack on one machine: Debian's nginx with deploy/nginx.conf serving dist/ (on E2E_PORT + 2 for
 * the browser tests), in front of a fresh sandbox (the three systems and the test controls, no files) on the
 * next port and of the first-screen service (`npm run serve`, the built dist-server/serve.js) on the one after,
 * through nginx's page cache with the tests' refresh secret. For the tests, the port after the renderer's takes
 * the run's control secret to stop and start the renderer (renderer-process.ts); and nginx keeps a drawn page
 * fresh for E2E_FRESH_SECONDS, so that a test sees it go stale. Everything nginx writes (pid, logs, temporary
 * bodies, cached pages) goes to a temporary folder; it runs in the foreground and stops with this process.
 * Expects a build in dist/ and dist-server/ (the other e2e server, or preview:nginx, builds them first).
 */
// `npm run preview:nginx` (--preview): the same stack for a person, nginx on PORT (default 8080).
const preview = process.argv.includes('--preview');
const nginxPort = preview ? Number(process.env.PORT ?? 8080) : Number(process.env.E2E_PORT ?? 8181) + 2;
const ports = stackPorts(nginxPort);
const folder = mkdtempSync(join(tmpdir(), 'necs-nginx-e2e-'));

if (!existsSync('dist/index.html')) throw new Error('dist/ has no build: run `npm run build` first');

// The test controls behind the run's secret (SANDBOX_CONTROL_SECRET); nginx passes the header on.
// Drupal behind nginx sees the sandbox's own host, so its sitemap's base URL is set to the portal's, as a deployment
// sets simple_sitemap's (docs/deploy.md).
const portalUrl = `http://localhost:${nginxPort}`;
const controlSecret = controlSecretFromEnvironment();
const sandbox = await buildSandbox({
  dbFile: join(folder, 'site.sqlite'),
  controlSecret,
  sitemapBaseUrl: portalUrl,
});
await sandbox.listen({ port: ports.sandbox, host: '127.0.0.1' });

const upstream = `http://127.0.0.1:${ports.sandbox}`;
const renderer = rendererProcess({
  port: ports.renderer,
  drupalUrl: `${upstream}${PREFIXES.cms}/`,
  siteUrl: portalUrl,
});
await renderer.start();
const control = preview ? undefined : await rendererControl(renderer, ports.rendererControl, controlSecret);
const hasBrotli = existsSync(BROTLI_STATIC_MODULE);
const site = renderNginxSiteFor('dist', {
  listen: `127.0.0.1:${nginxPort}`,
  serverName: 'localhost',
  includes: [],
  brotli: hasBrotli,
  // The sandbox mounts each system under the same prefix the portal uses; the test controls come along.
  systems: Object.values(PREFIXES).map((prefix) => ({ prefix: `${prefix}/`, url: `${upstream}${prefix}/` })),
  sitemap: `${upstream}${PREFIXES.cms}/sitemap.xml`,
  portalUrl,
  pages: {
    renderers: [`127.0.0.1:${ports.renderer}`],
    cachePath: join(folder, 'pages'),
    freshSeconds: preview ? 60 : E2E_FRESH_SECONDS,
    refreshSecret: E2E_REFRESH_SECRET,
  },
});
writeFileSync(join(folder, 'site.conf'), site);
writeFileSync(join(folder, 'nginx.conf'), mainConfig(folder, hasBrotli));

const args = ['-e', 'stderr', '-p', folder, '-c', join(folder, 'nginx.conf')];
const check = spawnSync('nginx', [...args, '-t', '-q'], { stdio: 'inherit' });
if (check.status !== 0) throw new Error(`nginx refused the configuration in ${folder}`);
const nginx = spawn('nginx', args, { stdio: 'inherit' });
console.log(`Portal through nginx at http://localhost:${nginxPort}/ (sandbox behind it on ${ports.sandbox})`);

let stopping = false;
let cleanUp: Promise<void> | undefined;
nginx.on('exit', (code) => {
  if (!stopping)
    console.error(`nginx stopped on its own (exit code ${code}); its configuration is in ${folder}`);
  control?.close();
  // Not waited for, as before it could be stopped: the folder holds nothing of it.
  void renderer.stop();
  cleanUp ??= sandbox.close().then(() => {
    rmSync(folder, { recursive: true, force: true });
    process.exit(stopping ? 0 : 1);
  });
});
// `on`, not `once`: the signal often comes twice (to the process group, and relayed by the tsx wrapper), and a
// second one without a handler would end this process before it has removed its folder.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    // SIGQUIT: nginx's graceful stop; its exit above closes the sandbox and removes the folder.
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGQUIT');
  });
}

/** nginx's main context for a run as an ordinary process: nothing under /var, no daemon. */
function mainConfig(prefix: string, brotli: boolean): string {
  const temp = (name: string) => {
    mkdirSync(join(prefix, name));
    return join(prefix, name);
  };
  return `
${brotli ? `load_module ${BROTLI_STATIC_MODULE};` : ''}
daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 512; }
http {
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
