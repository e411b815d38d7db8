import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './sandbox-harness';

const INDEX_HTML = '<!doctype html><title>NECS</title><div id="root"></div>';

/**
 * dist-server/first-screen-document.js as a stand-in with fixed answers (the real one is the build of
 * src/server/first-screen-document.ts, covered in tests/server): what the sandbox does with each kind.
 */
const STAND_IN = `
export async function firstScreenDocument(request, settings) {
  const drawn = (status) => ({ status, cacheControl: 'public, s-maxage=60', cdnCacheControl: 'max-age=60', html: '<p>drawn ' + JSON.stringify({ request, settings }) + '</p>' });
  if (request.url === '/drawn') return drawn(200);
  if (request.url === '/gone') return drawn(404);
  if (request.url === '/down') return { status: 503, cacheControl: 'no-cache', retryAfter: 30, html: null };
  if (request.url === '/mine') return { status: 200, cacheControl: 'private, no-store', html: null };
  return { status: 200, cacheControl: 'no-cache', html: null };
}`;

describe('the sandbox answers a page request as the shared first-screen code says', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-build-'));
  let sandbox: TestSandbox;
  beforeAll(async () => {
    mkdirSync(join(folder, 'dist'));
    mkdirSync(join(folder, 'dist-server'));
    writeFileSync(join(folder, 'dist', 'index.html'), INDEX_HTML);
    writeFileSync(join(folder, 'dist-server', 'first-screen-document.js'), STAND_IN);
    sandbox = await startTestSandbox({ staticDir: join(folder, 'dist') });
  });
  afterAll(async () => {
    await sandbox.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it('sends a drawn page with its status and caching, drawn with its own Drupal whatever the Host says', async () => {
    for (const [url, status] of [
      ['/drawn', 200],
      ['/gone', 404],
    ] as const) {
      const response = await sandbox.app.inject({
        url,
        headers: { host: 'elsewhere.example', cookie: 'a=1' },
      });
      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe('public, s-maxage=60');
      expect(response.headers['cdn-cache-control']).toBe('max-age=60');
      // As the production service: a drawn page is in the reader's language (cookie, else Accept-Language).
      expect(response.headers.vary).toMatch(/^Accept-Language, Cookie(, Accept-Encoding)?$/);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const { request, settings } = JSON.parse(/<p>drawn (.*)<\/p>/.exec(response.body)![1]!) as {
        request: { url: string; cookie: string };
        settings: { drupalUrl: string; dist: string };
      };
      expect(request).toEqual({ url, cookie: 'a=1' });
      expect(settings.drupalUrl).toMatch(/^http:\/\/127\.0\.0\.1:[^/]*\/cms\/$/);
      expect(settings.dist).toBe(join(folder, 'dist'));
    }
  });

  it('sends index.html with a 503 and Retry-After when the page could not be drawn', async () => {
    const response = await sandbox.app.inject('/down');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('sends index.html with the caching it is told, private for a reader’s own', async () => {
    const response = await sandbox.app.inject('/mine');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe(INDEX_HTML);
  });
});
