import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './sandbox-harness';

const SCRIPT = `console.log(${JSON.stringify('app '.repeat(400))})`;

/** A build as `vite build` leaves it: hashed files with their twins, a hidden map, the manifest. */
function writeBuild(folder: string) {
  mkdirSync(join(folder, 'assets'));
  mkdirSync(join(folder, '.vite'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>NECS</title><div id="root"></div>');
  writeFileSync(join(folder, 'config.json'), JSON.stringify({ cmsUrl: 'https://cms.example.org/' }));
  writeFileSync(join(folder, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(folder, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(folder, 'assets', 'index-abc123.js.map'), '{"version":3}');
  writeFileSync(join(folder, '.vite', 'manifest.json'), '{}');
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const policy = String(response.headers['content-security-policy']);
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("connect-src 'self' https://cms.example.org");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toContain('camera=()');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
}

describe('the sandbox serves a build as production does', () => {
  const distFolder = mkdtempSync(join(tmpdir(), 'necs-dist-'));
  let sandbox: TestSandbox;
  beforeAll(async () => {
    writeBuild(distFolder);
    sandbox = await startTestSandbox({ staticDir: distFolder });
  });
  afterAll(async () => {
    await sandbox.dispose();
    rmSync(distFolder, { recursive: true, force: true });
  });

  it('puts the security headers, with connect-src from the served config.json, on every kind of answer', async () => {
    for (const url of [
      '/cms/necs-json/get/page?uri=/',
      '/assets/index-abc123.js',
      '/news',
      '/config.json',
      '/cms/no-such-route',
      '/assets/index-gone.js',
    ]) {
      expectSecurityHeaders(await sandbox.app.inject(url));
    }
  });

  it('empties the browser’s cache of the origin with Drupal’s logout answer, as nginx does, and with no other', async () => {
    const logout = await sandbox.app.inject({ method: 'POST', url: '/cms/user/logout?_format=json' });
    expect(logout.headers['clear-site-data']).toBe('"cache"');
    for (const url of ['/cms/necs-json/get/page?uri=/', '/cms/user/login?_format=json', '/news'])
      expect((await sandbox.app.inject(url)).headers['clear-site-data'], url).toBeUndefined();
  });

  it('never serves source maps or the build manifest, and never answers them with the app', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/.vite/manifest.json', '/index.js.map']) {
      const response = await sandbox.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('sends the brotli twin of a file to a browser that takes it, and says the answer varies', async () => {
    const response = await sandbox.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(brotliCompressSync(SCRIPT));

    const plain = await sandbox.app.inject('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('revalidates config.json and the HTML of every route', async () => {
    expect((await sandbox.app.inject('/config.json')).headers['cache-control']).toBe('no-cache');
    expect((await sandbox.app.inject('/news/some-item')).headers['cache-control']).toBe('no-cache');
  });

  it('gzips JSON answers of the remote systems for browsers that accept it', async () => {
    const url = '/cms/rest/views/public_news/title?_format=json';
    const zipped = await sandbox.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toMatch(/accept-encoding/i);
    const plain = await sandbox.app.inject(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });
});
