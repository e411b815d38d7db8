import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoded, type SiteAnswer } from '../support/raw-request';
import { writeServedDist } from '../support/service-server';
import { hasNginx } from './nginx-harness';
import { BROWSER_HEADERS, visitorGet } from './live-site-requests';
import { LIVE_SITE_START_MS, PORTAL_URL, startLiveSite } from './nginx-live-site';
import { readSitemap } from './sitemap-xml';
import { startTestSandbox } from './sandbox-harness';

/** The entry chunk's code: long enough that the build keeps a brotli and a gzip twin of it. */
const SCRIPT = `console.log(${JSON.stringify('app '.repeat(400))})`;
const ENTRY_FILE = 'assets/index-abc123.js';

/**
 * A build as `vite build` leaves it (writeServedDist's index.html, config.json, and the manifest naming the
 * entry), its hashed entry with the twins build/compress-assets.ts writes and its hidden source map.
 */
function writeBuild(folder: string): string {
  const dist = writeServedDist(folder);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, ENTRY_FILE), SCRIPT);
  writeFileSync(join(dist, `${ENTRY_FILE}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, `${ENTRY_FILE}.gz`), gzipSync(SCRIPT));
  writeFileSync(join(dist, `${ENTRY_FILE}.map`), '{"version":3}');
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: ENTRY_FILE, isEntry: true } }),
  );
  return dist;
}

/** The entry script's path, as the build's manifest (on disk, never served) names it. */
function entryScript(dist: string): string {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build manifest names no entry');
  return `/${entry.file}`;
}

/** A server of the build, as a test asks it: GET `path` with these headers. */
interface Served {
  /** The portal's address as this server names it (robots.txt's sitemap, the sitemap's URLs). */
  readonly portal: string;
  readonly dist: string;
  get(path: string, headers?: Record<string, string>): Promise<SiteAnswer>;
  stop(): Promise<void>;
}

/** The sandbox serving the build, as `npm start` does (the browser suite's `desktop` project), asked in-process. */
async function sandboxServing(): Promise<Served> {
  const folder = mkdtempSync(join(tmpdir(), 'necs-serving-'));
  const dist = writeBuild(folder);
  const sandbox = await startTestSandbox({ staticDir: dist });
  return {
    portal: 'http://portal.example.org',
    dist,
    async get(path, headers = {}) {
      const answer = await sandbox.app.inject({
        url: path,
        headers: { host: 'portal.example.org', ...BROWSER_HEADERS, ...headers },
      });
      const bytes = answer.rawPayload;
      return {
        status: answer.statusCode,
        headers: answer.headers,
        bytes,
        body: decoded(answer.headers, bytes),
      };
    },
    async stop() {
      await sandbox.dispose();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Debian's nginx with the generated site serving the build, brotli twins and all (the `nginx` project). */
async function nginxServing(): Promise<Served> {
  let dist = '';
  const site = await startLiveSite(
    {},
    {},
    { dist: (folder) => (dist = writeBuild(folder)), brotli: true, everySystem: true },
  );
  return {
    portal: PORTAL_URL,
    dist,
    get: (path, headers = {}) => visitorGet(site.portal, path, headers),
    stop: () => site.stop(),
  };
}

function expectSecurityHeaders({ headers }: SiteAnswer, what: string) {
  const policy = String(headers['content-security-policy'] ?? '');
  expect(policy, what).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/**
 * How the built portal is served, asked over HTTP of the sandbox as `npm start` serves it and of Debian's nginx
 * with the generated site: both must answer alike (moved from the browser suite's production-serving.spec.ts and
 * edge-logout-leaves-no-cache.spec.ts, issue 83: headers, statuses and bodies, no page opened).
 */
describe.each([
  ['the sandbox, as npm start serves the build', sandboxServing, false],
  ['nginx with the generated site', nginxServing, !hasNginx && !process.env.CI],
] as const)('%s', (_, start, skip) => {
  let served: Served;
  beforeAll(async () => {
    if (!skip) served = await start();
  }, LIVE_SITE_START_MS);
  // Undefined when the start failed, which the beforeAll reports.
  afterAll(() => (served as Served | undefined)?.stop());

  it.skipIf(skip)(
    'puts the security headers on every answer: the app, files, the systems, errors',
    async () => {
      for (const path of [
        '/',
        '/news',
        entryScript(served.dist),
        '/config.json',
        '/cms/necs-json/get/page?uri=/',
        '/cms/no-such-route',
        '/assets/gone.js',
      ])
        expectSecurityHeaders(await served.get(path), path);
    },
  );

  it.skipIf(skip)(
    'sends hashed files precompressed and kept a year; the HTML and config.json revalidated',
    async () => {
      const entry = entryScript(served.dist);
      for (const encoding of ['br', 'gzip']) {
        const answer = await served.get(entry, { 'accept-encoding': encoding });
        expect(answer.headers['content-encoding'], encoding).toBe(encoding);
        expect(answer.headers['vary']).toMatch(/accept-encoding/i);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.body).toBe(readFileSync(join(served.dist, entry), 'utf8'));
      }
      // A page drawn on the server may be kept by shared caches (s-maxage), but a browser asks again each time.
      for (const path of ['/', '/user/login', '/config.json'])
        expect((await served.get(path)).headers['cache-control'], path).toMatch(
          /^no-cache$|(^|, )max-age=0(,|$)/,
        );
    },
  );

  it.skipIf(skip)(
    'gives every app route the app, keeps the systems’ own paths, and serves nothing for tools',
    async () => {
      // Paths with a page, and the portal's own screens (a path without a page is a 404: first-screen.spec.ts).
      for (const route of ['/news?page=2', '/about-us/history', '/membership', '/my-necs']) {
        const answer = await served.get(route);
        expect(answer.status, route).toBe(200);
        expect(answer.body).toContain('<div id="root">');
      }
      expect((await served.get('/membership/zugang/api/NOPE')).status).toBe(404);
      const entry = entryScript(served.dist);
      for (const path of [`${entry}.map`, '/.vite/manifest.json', '/assets/gone.js']) {
        const answer = await served.get(path);
        expect(answer.status, path).toBe(404);
        expect(answer.body).not.toContain('<div id="root">');
      }
    },
  );

  it.skipIf(skip)(
    'gives crawlers robots.txt as text naming the sitemap, and the sitemap as XML of the portal’s own URLs',
    async () => {
      const robots = await served.get('/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
      expectSecurityHeaders(robots, '/robots.txt');
      expect(robots.body.split('\n')).toEqual(
        expect.arrayContaining(['Disallow: /my-necs', `Sitemap: ${served.portal}/sitemap.xml`]),
      );

      const sitemap = await served.get('/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
      expectSecurityHeaders(sitemap, '/sitemap.xml');
      // Read by an XML parser: well-formed, a sitemaps.org urlset, every URL on the portal's origin.
      const locs = readSitemap(sitemap.body).map(({ loc }) => loc);
      expect(locs).toContain(`${served.portal}/about-us`);
      expect(locs.every((loc) => loc.startsWith(`${served.portal}/`))).toBe(true);
    },
  );

  it.skipIf(skip)(
    'puts the portal’s policy on every answer: features it never uses denied, its window its own, https asked for',
    async () => {
      for (const path of ['/', '/config.json', '/cms/necs-json/get/page?uri=/', '/no-such-page']) {
        const { headers } = await served.get(path);
        expect(headers['permissions-policy'], path).toContain('camera=()');
        expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
        expect(headers['strict-transport-security'], path).toBe('max-age=31536000');
        expect(headers['clear-site-data'], path).toBeUndefined();
      }
    },
  );
});
