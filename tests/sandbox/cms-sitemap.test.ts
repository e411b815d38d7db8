import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './sandbox-harness';
import { readSitemap } from './sitemap-xml';

/** Every node's alias and created time, straight from the sandbox's table. */
function storedNodes(dbFile: string): { path: string; created: string; type: string }[] {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare('SELECT path_alias AS path, created, type FROM nodes').all() as {
      path: string;
      created: string;
      type: string;
    }[];
  } finally {
    db.close();
  }
}

const getSitemap = (sandbox: TestSandbox, host = 'portal.example.org') =>
  sandbox.app.inject({ url: '/cms/sitemap.xml', headers: { host } });

describe('site Drupal: simple_sitemap at /sitemap.xml', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal: 'site' });
  });
  afterAll(() => sandbox.dispose());

  it('answers XML that a crawler reads, and asks not to be indexed itself', async () => {
    const response = await getSitemap(sandbox);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['x-robots-tag']).toBe('noindex, follow');
    expect(response.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    expect(readSitemap(response.body).length).toBeGreaterThan(0);
  });

  it('lists every published page, news item and conference once, on the origin it was asked through', async () => {
    const entries = readSitemap((await getSitemap(sandbox)).body);
    const nodes = storedNodes(sandbox.dbFile);
    expect(new Set(nodes.map((node) => node.type))).toEqual(new Set(['page', 'news', 'conference']));
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      nodes.map((node) => `http://portal.example.org${node.path}`).sort(),
    );
  });

  it('dates each URL with its node’s time as a W3C date-time', async () => {
    const entries = readSitemap((await getSitemap(sandbox)).body);
    const created = new Map(storedNodes(sandbox.dbFile).map((node) => [node.path, node.created]));
    for (const { loc, lastmod } of entries) {
      expect(lastmod, loc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
      expect(lastmod, loc).toBe(created.get(new URL(loc).pathname));
    }
  });

  it('writes paths as URLs and escapes them for XML', async () => {
    const db = new Database(sandbox.dbFile);
    db.prepare(
      `INSERT INTO nodes (nid, uuid, type, title, path_alias, created)
       VALUES (9001, 'sitemap-escape', 'page', 'Q&A', '/q&a/über <film>', '2026-01-02T03:04:05+00:00')`,
    ).run();
    db.close();
    const { body } = await getSitemap(sandbox);
    expect(body).not.toContain('<film>');
    expect(readSitemap(body).map((entry) => entry.loc)).toContain(
      'http://portal.example.org/q&a/%C3%BCber%20%3Cfilm%3E',
    );
  });
});

describe('site Drupal with its sitemap base URL set, as simple_sitemap’s base_url setting does', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal: 'site', sitemapBaseUrl: 'https://www.necs.example/' });
  });
  afterAll(() => sandbox.dispose());

  it('puts every URL on that base, whatever host the request named', async () => {
    const locs = readSitemap((await getSitemap(sandbox, '127.0.0.1:4534')).body).map((entry) => entry.loc);
    expect(locs).toContain('https://www.necs.example/');
    expect(locs).toContain('https://www.necs.example/about-us');
    expect(locs.every((loc) => loc.startsWith('https://www.necs.example/'))).toBe(true);
  });
});

describe('stock Drupal (core): no simple_sitemap module', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ drupal: 'core' });
  });
  afterAll(() => sandbox.dispose());

  it('answers 404, as a Drupal without the module does', async () => {
    const response = await getSitemap(sandbox);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('urlset');
  });
});
