import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './sandbox-harness';

/**
 * dist-server/feed-document.js as a stand-in that echoes what it was asked (the real one is the build of
 * src/server/feeds/feed-document.ts, covered in tests/server): which addresses the sandbox hands it, and what
 * it does with the answer.
 */
const STAND_IN = `
export async function feedDocument(request, settings) {
  if (request.url === '/conferences/404.ics') return { status: 404, contentType: 'text/plain; charset=utf-8', cacheControl: 'no-cache', body: 'none' };
  return {
    status: 200,
    contentType: 'text/calendar; charset=utf-8',
    cacheControl: 'public, max-age=0, s-maxage=60',
    etag: 'W/"abc"',
    contentDisposition: 'attachment; filename="x.ics"',
    body: JSON.stringify({ request, settings }),
  };
}`;

describe('the sandbox serves feeds and calendars with the shared renderer code', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-build-'));
  let sandbox: TestSandbox;
  beforeAll(async () => {
    mkdirSync(join(folder, 'dist'));
    mkdirSync(join(folder, 'dist-server'));
    writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(folder, 'dist-server', 'feed-document.js'), STAND_IN);
    sandbox = await startTestSandbox({ staticDir: join(folder, 'dist') });
  });
  afterAll(async () => {
    await sandbox.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it.each(['/rss.xml', '/conferences.ics', '/conferences/205.ics'])(
    'hands %s to it with its own Drupal and origin, whatever the Host says, and passes its headers on',
    async (url) => {
      const response = await sandbox.app.inject({ url, headers: { host: 'elsewhere.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      expect(response.headers.etag).toBe('W/"abc"');
      expect(response.headers['content-disposition']).toBe('attachment; filename="x.ics"');
      const { request, settings } = JSON.parse(response.body) as {
        request: { url: string };
        settings: { drupalUrl: string; siteUrl: string };
      };
      expect(request.url).toBe(url);
      expect(settings.drupalUrl).toMatch(/^http:\/\/127\.0\.0\.1:[^/]*\/cms\/$/);
      expect(settings.siteUrl).not.toContain('elsewhere');
    },
  );

  it('answers a current copy with 304, and passes a 404 on', async () => {
    const unchanged = await sandbox.app.inject({ url: '/rss.xml', headers: { 'if-none-match': 'W/"abc"' } });
    expect([unchanged.statusCode, unchanged.body]).toEqual([304, '']);
    const missing = await sandbox.app.inject('/conferences/404.ics');
    expect([missing.statusCode, missing.body]).toEqual([404, 'none']);
  });

  it('leaves every other address under /conferences/ to the app', async () => {
    for (const url of ['/conferences/2027-lisbon', '/conferences/2027-lisbon.ics', '/conferences/0.ics']) {
      const response = await sandbox.app.inject(url);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});
