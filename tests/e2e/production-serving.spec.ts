import { readFile } from 'node:fs/promises';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * How the built portal is served, checked over HTTP against the sandbox (`desktop`) and against Debian's nginx
 * with deploy/nginx.conf (`nginx`): both must answer alike.
 *
 * Only a browser shows: Content-Security-Policy as Chromium enforces it (an injected inline script refused, the starter
 * allowed by its hash) and the loader asked for only after the first contentful paint. The header checks could ask the
 * server alone (docs/ci-move-down.md).
 */

/** The entry script's path, as the build's manifest (on disk, never served) names it. */
async function entryScript(): Promise<string> {
  const manifest = JSON.parse(await readFile('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build manifest names no entry');
  return `/${entry.file}`;
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, response.url()).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

test('every answer carries the security headers: app, files, the systems, errors', async ({ request }) => {
  for (const url of [
    '/',
    '/news',
    await entryScript(),
    '/config.json',
    '/cms/necs-json/get/page?uri=/',
    '/cms/no-such-route',
    '/assets/gone.js',
  ]) {
    expectSecurityHeaders(await request.get(url));
  }
});

test('hashed files are precompressed and kept a year; the HTML and config.json are revalidated', async ({
  request,
}) => {
  const entry = await entryScript();
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get(entry, { headers: { 'accept-encoding': encoding } });
    expect(response.headers()['content-encoding'], encoding).toBe(encoding);
    expect(response.headers()['vary']).toMatch(/accept-encoding/i);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await response.body()).toString()).toBe(await readFile(`dist${entry}`, 'utf8'));
  }
  // A page drawn on the server may be kept by shared caches (s-maxage), but a browser asks again each time.
  for (const url of ['/', '/user/login', '/config.json']) {
    expect((await request.get(url)).headers()['cache-control'], url).toMatch(
      /^no-cache$|(^|, )max-age=0(,|$)/,
    );
  }
});

test('every app route gets the app, the systems keep their own paths, and nothing for tools is served', async ({
  request,
}) => {
  // Paths with a page, and the portal's own screens (a path without a page is a 404: first-screen.spec.ts).
  for (const route of ['/news?page=2', '/about-us/history', '/membership', '/my-necs']) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  }
  expect((await request.get('/membership/zugang/api/NOPE')).status()).toBe(404);
  const entry = await entryScript();
  for (const url of [`${entry}.map`, '/.vite/manifest.json', '/assets/gone.js']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  }
});

test('crawlers get robots.txt as text naming the sitemap, and the sitemap as XML of the portal’s own URLs', async ({
  request,
  page,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expectSecurityHeaders(robots);
  const rules = (await robots.text()).split('\n');
  expect(rules).toEqual(expect.arrayContaining(['Disallow: /my-necs', `Sitemap: ${baseURL}/sitemap.xml`]));

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expectSecurityHeaders(sitemap);
  // Read by the browser's own XML parser: well-formed, a sitemaps.org urlset, every URL on the portal's origin.
  const locs = await page.evaluate(
    (xml) => {
      const parsed = new DOMParser().parseFromString(xml, 'application/xml');
      if (parsed.getElementsByTagName('parsererror').length > 0) return null;
      const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      if (parsed.documentElement.namespaceURI !== namespace) return null;
      return [...parsed.getElementsByTagNameNS(namespace, 'loc')].map((loc) => loc.textContent);
    },
    await sitemap.text(),
  );
  expect(locs).toContain(`${baseURL}/about-us`);
  expect(locs?.every((loc) => loc?.startsWith(`${baseURL}/`))).toBe(true);
});

test('a visitor reads the home page and the news with the policy enforced', async ({ page }) => {
  const document = await page.goto('/');
  expect(document?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('list', { name: 'Latest news' }).getByRole('article')).toHaveCount(3);
  // Taken over (support/test.ts waits for it) by the inline starter the policy allows by its hash, which asked
  // for the loader only once the page had painted: nothing but the page's own files before its first paint.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    loader: performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('/after-first-paint.js'))?.startTime,
  }));
  expect(timing.loader).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);
  await page.goto('/news');
  await expect(page.getByRole('list', { name: 'News' }).getByRole('article').first()).toBeVisible();
});

test('an injected inline script is refused, and the CSP guard fails the test that saw it', async ({
  page,
}) => {
  // Expected to fail: not in its body, which passes, but in the guard of support/test.ts.
  test.fail();
  await page.goto('/');
  // An inline script runs as it is put in, or is refused with an event: the guard's report of it is on its way
  // before the page answers, where a wait of 100 ms let the test end before it on a busy machine.
  const ran = await page.evaluate(async () => {
    const refused = new Promise<void>((resolve) =>
      document.addEventListener('securitypolicyviolation', () => resolve(), { once: true }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__injectedScriptRan = true';
    document.head.append(script);
    if ('__injectedScriptRan' in window) return true;
    await refused;
    return false;
  });
  expect(ran).toBe(false);
});
