import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_ACCESS_LOG, DEFAULT_ERROR_LOG } from './access-log';
import { BROTLI_STATIC_MODULE, type ProxiedSystem, renderNginxSiteFor } from './nginx-site';
import type { PageRenderers } from './page-locations';
import { DEFAULT_APP_NAME } from './robots-txt';
import { writeSiteFile } from './site-file';
import { readServedConfig, type ServedConfig } from './security-policy';

/**
 * Prints deploy/nginx.conf rendered for one deployment (docs/deploy.md, section 6), or writes it with `--out`:
 *
 *   CMS_UPSTREAM=https://cms.internal.example.org/ PROPOSALS_UPSTREAM=https://proposals.internal.example.org/ \
 *   SERVER_NAME=portal.example.org LISTEN='443 ssl' NGINX_INCLUDES=/etc/nginx/snippets/portal-tls.conf \
 *   npx tsx deploy/render-nginx-conf.ts /srv/necs-portal/dist > necs-portal.conf
 *
 * A deployment runs the release's own copy (dist-server/render-nginx-conf.js, built with the renderer) as root,
 * never a checkout's: `node --env-file=/etc/necs-portal/portal.env …/render-nginx-conf.js --out FILE DIST`
 * (site-file.ts: the file replaced whole and readable by root only, or left as it was).
 *
 * A system whose base URL in config.json is a path (`/cms/`) is proxied under that path to its `*_UPSTREAM`;
 * one with an absolute base URL is called on its own origin and needs none. The portal's /sitemap.xml is Drupal's,
 * reached the same way; `PORTAL_URL` (`https://portal.example.org`) names it in robots.txt.
 *
 * With first-screen renderers (`npm run serve`, docs/deploy.md section 7): RENDERERS=unix:/run/necs-renderer/9101/http.sock[,…],
 * each a socket or a host:port,
 * and optionally PAGE_CACHE_PATH (default /var/cache/nginx/necs-pages), FRESH_SECONDS (default 60),
 * REFRESH_SECRET (32 to 128 of A-Z a-z 0-9 _ -, `openssl rand -hex 24`: Drupal sends it in X-Necs-Refresh on save
 * to have a page drawn afresh) and RENDERS_PER_SECOND
 * (page requests a second per client address, default 5, with a burst of 20 seconds' worth).
 *
 * `HSTS=off` leaves Strict-Transport-Security out, for a site not yet served over https (security-policy.ts).
 * `ACCESS_LOG` is the access log's file, JSON lines (deploy/access-log.ts; default
 * /var/log/nginx/necs-portal.access.log), or `off`; `ERROR_LOG` the server's error log: `off` (the default: its lines
 * name readers, access-log.ts), or a file for an investigation.
 */
const SYSTEMS = [
  { key: 'cmsUrl', env: 'CMS_UPSTREAM' },
  { key: 'membershipUrl', env: 'MEMBERSHIP_UPSTREAM' },
  { key: 'proposalsUrl', env: 'PROPOSALS_UPSTREAM' },
] as const satisfies readonly { key: keyof ServedConfig; env: string }[];

/** The app's built-in base URLs for keys config.json leaves out (src/infrastructure/config/load-config.ts). */
const APP_DEFAULTS: Required<Omit<ServedConfig, 'association'>> = {
  cmsUrl: '/cms/',
  membershipUrl: '/membership/',
  proposalsUrl: '/proposals/',
  appName: DEFAULT_APP_NAME,
};

const { values: options, positionals } = parseArgs({
  options: { out: { type: 'string' } },
  allowPositionals: true,
});
const dist = positionals[0] ?? 'dist';
const config = { ...APP_DEFAULTS, ...definedOnly(readServedConfig(join(dist, 'config.json'))) };

const systems: ProxiedSystem[] = SYSTEMS.flatMap(({ key, env }) => {
  const prefix = config[key];
  if (isAbsolute(prefix)) return [];
  const url = process.env[env];
  if (!url) throw new Error(`${key} is ${prefix} on the portal's origin: set ${env} to the system's URL`);
  return [{ prefix: withSlash(prefix), url }];
});

// A protocol-relative cmsUrl is the browser's page scheme; nginx, reaching it from the server, takes https.
const cmsBase = isAbsolute(config.cmsUrl)
  ? new URL(config.cmsUrl, 'https://portal').href
  : (process.env.CMS_UPSTREAM ?? '');

const site = renderNginxSiteFor(dist, {
  listen: process.env.LISTEN ?? '80',
  serverName: process.env.SERVER_NAME ?? '_',
  includes: (process.env.NGINX_INCLUDES ?? '').split(',').filter(Boolean),
  systems,
  sitemap: new URL('sitemap.xml', withSlash(cmsBase)).href,
  portalUrl: process.env.PORTAL_URL || undefined,
  brotli: process.env.NGINX_BROTLI ? process.env.NGINX_BROTLI === '1' : existsSync(BROTLI_STATIC_MODULE),
  pages: pagesFromEnvironment(),
  strictTransport: strictTransportFromEnvironment(),
  accessLog: process.env.ACCESS_LOG || DEFAULT_ACCESS_LOG,
  errorLog: process.env.ERROR_LOG || DEFAULT_ERROR_LOG,
});
if (options.out) writeSiteFile(options.out, site);
else process.stdout.write(site);

function pagesFromEnvironment(): PageRenderers | undefined {
  const renderers = (process.env.RENDERERS ?? '').split(',').filter(Boolean);
  if (renderers.length === 0) return undefined;
  return {
    renderers,
    cachePath: process.env.PAGE_CACHE_PATH ?? '/var/cache/nginx/necs-pages',
    freshSeconds: Number(process.env.FRESH_SECONDS ?? 60),
    refreshSecret: process.env.REFRESH_SECRET || null,
    rendersPerSecond: process.env.RENDERS_PER_SECOND ? Number(process.env.RENDERS_PER_SECOND) : undefined,
  };
}

function strictTransportFromEnvironment(): boolean {
  const value = process.env.HSTS ?? 'on';
  if (value !== 'on' && value !== 'off') throw new Error(`HSTS is on or off, not ${value}`);
  return value === 'on';
}

function definedOnly(config: ServedConfig): ServedConfig {
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
}

function isAbsolute(url: string): boolean {
  return /^([a-z][a-z0-9+.-]*:)?\/\//i.test(url);
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
