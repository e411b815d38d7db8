import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './sandbox-harness';
import { readSitemap } from './sitemap-xml';

const PORTAL = { host: 'portal.example.org' };

/** A build whose config.json names the app `film`, so the member area is /my-film. */
function writeBuild(): string {
  const folder = mkdtempSync(join(tmpdir(), 'necs-dist-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>NECS</title><div id="root"></div>');
  writeFileSync(join(folder, 'config.json'), JSON.stringify({ appName: 'film' }));
  return folder;
}

/** robots.txt's lines without blank ones and comments. */
const rulesOf = (body: string) => body.split('\n').filter((line) => line && !line.startsWith('#'));

describe('the portal’s /robots.txt and /sitemap.xml (site Drupal)', () => {
  const dist = writeBuild();
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ staticDir: dist });
  });
  afterAll(async () => {
    await sandbox.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers robots.txt as plain text, with the security headers, not with the app', async () => {
    const response = await sandbox.app.inject({ url: '/robots.txt', headers: PORTAL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).not.toContain('<div id="root">');
  });

  it('keeps crawlers out of the member-only screens and names the absolute sitemap URL', async () => {
    const rules = rulesOf((await sandbox.app.inject({ url: '/robots.txt', headers: PORTAL })).body);
    expect(rules).toEqual([
      'User-agent: *',
      'Disallow: /user/',
      'Disallow: /my-film',
      'Disallow: /conference-proposals',
      'Disallow: /group_topics/',
      'Disallow: /comment/',
      'Sitemap: http://portal.example.org/sitemap.xml',
    ]);
  });

  it('serves Drupal’s sitemap on the portal’s own address, its URLs on the portal’s origin', async () => {
    const portal = await sandbox.app.inject({ url: '/sitemap.xml', headers: PORTAL });
    const drupal = await sandbox.app.inject({ url: '/cms/sitemap.xml', headers: PORTAL });
    expect(portal.statusCode).toBe(200);
    expect(portal.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(portal.headers['x-robots-tag']).toBe('noindex, follow');
    expect(portal.headers['x-content-type-options']).toBe('nosniff');
    expect(portal.body).toBe(drupal.body);
    const locs = readSitemap(portal.body).map((entry) => entry.loc);
    expect(locs).toContain('http://portal.example.org/about-us');
  });

  it('gzips the sitemap for a crawler that takes it, as the rest of the portal', async () => {
    const response = await sandbox.app.inject({
      url: '/sitemap.xml',
      headers: { ...PORTAL, 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(readSitemap(gunzipSync(response.rawPayload).toString()).length).toBeGreaterThan(10);
  });
});

describe('robots.txt with the sitemap’s base URL set', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ sitemapBaseUrl: 'https://www.necs.example' });
  });
  afterAll(() => sandbox.dispose());

  it('names the sitemap on that base, and the app’s default member area without a config.json', async () => {
    const rules = rulesOf((await sandbox.app.inject({ url: '/robots.txt', headers: PORTAL })).body);
    expect(rules).toContain('Sitemap: https://www.necs.example/sitemap.xml');
    expect(rules).toContain('Disallow: /my-necs');
  });
});

describe('the portal’s /robots.txt and /sitemap.xml (stock Drupal)', () => {
  const dist = writeBuild();
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ staticDir: dist, drupal: 'core' });
  });
  afterAll(async () => {
    await sandbox.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers /sitemap.xml 404, as Drupal without the module does, never with the app', async () => {
    const response = await sandbox.app.inject({ url: '/sitemap.xml', headers: PORTAL });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('names no sitemap in robots.txt then, and keeps the rules', async () => {
    const rules = rulesOf((await sandbox.app.inject({ url: '/robots.txt', headers: PORTAL })).body);
    expect(rules).toContain('Disallow: /my-film');
    expect(rules.some((line) => line.startsWith('Sitemap:'))).toBe(false);
  });
});
