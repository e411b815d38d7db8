import { createHash } from 'node:crypto';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { presetContext } from './emulation';
import { openRendered, PUBLIC_PAGES } from './pages';

/**
 * The limit the portal is held to: the same rendered page as static HTML with every script removed, served
 * by the same server in the same run. Its styles, images and fonts still load from the portal's own URLs.
 */
export const SNAPSHOT_PREFIX = '/__bench/snapshot/';

/** One page's script-free snapshot and its size; results.ts records these (it imports this, not back). */
export interface SnapshotSize {
  name: string;
  htmlBytes: number;
}

export interface SnapshotStore {
  set(name: string, html: string): void;
  path(name: string): string;
}

/**
 * Registers `/__bench/snapshot/:name` on the sandbox (before it listens) and returns the store it serves
 * from. Answered as index.html is (revalidated, with an ETag) and gzipped, as a static server would.
 */
export function registerSnapshotRoute(app: FastifyInstance): SnapshotStore {
  const pages = new Map<string, { gzipped: Buffer; etag: string }>();
  app.get<{ Params: { name: string } }>(`${SNAPSHOT_PREFIX}:name`, async (request, reply) => {
    const page = pages.get(request.params.name);
    if (!page) return reply.code(404).type('text/plain').send('No snapshot of that name.\n');
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply
      .type('text/html; charset=utf-8')
      .header('content-encoding', 'gzip')
      .header('vary', 'accept-encoding')
      .send(page.gzipped);
  });
  return {
    set: (name, html) => {
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
      pages.set(name, { gzipped: gzipSync(html, { level: 9 }), etag });
    },
    path: (name) => `${SNAPSHOT_PREFIX}${encodeURIComponent(name)}`,
  };
}

/**
 * Snapshots as files in a served dist/, for nginx (the production and device columns):
 * `/__bench/snapshot/<name>.html` with its gzip twin, which gzip_static sends as it sends the build's own.
 * nginx sends a file without Cache-Control, and a browser then keeps it fresh by heuristic, a tenth of the time
 * since its Last-Modified: a snapshot's repeat visit would skip the revalidation a drawn page gets
 * (`max-age=0, must-revalidate`), or not, by how long ago it was taken. A Last-Modified in the future earns no
 * heuristic freshness, so every repeat visit revalidates (304), as the sandbox's snapshot route does.
 */
export function snapshotFiles(dist: string): SnapshotStore {
  const folder = join(dist, SNAPSHOT_PREFIX);
  mkdirSync(folder, { recursive: true });
  const write = (file: string, body: string | Buffer) => {
    writeFileSync(file, body);
    const future = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    utimesSync(file, future, future);
  };
  return {
    set: (name, html) => {
      write(join(folder, `${name}.html`), html);
      write(join(folder, `${name}.html.gz`), gzipSync(html, { level: 9 }));
    },
    path: (name) => `${SNAPSHOT_PREFIX}${encodeURIComponent(name)}.html`,
  };
}

/** Each public page under each preset, rendered from `origin`, kept script-free in `store`. */
export async function takeSnapshots(
  browser: Browser,
  origin: string,
  store: SnapshotStore,
): Promise<SnapshotSize[]> {
  const sizes: SnapshotSize[] = [];
  for (const preset of ['mobile', 'desktop'] as const)
    for (const { name, path } of PUBLIC_PAGES) {
      const context = await presetContext(browser, preset, origin);
      const page = await context.newPage();
      await openRendered(page, path);
      const html = await scriptFreeHtml(page);
      await context.close();
      store.set(`${name}-${preset}`, html);
      sizes.push({ name: `${name}-${preset}`, htmlBytes: Buffer.byteLength(html) });
    }
  return sizes;
}

/** The page as rendered now, without `<script>` elements and `modulepreload` links. */
export async function scriptFreeHtml(page: Page): Promise<string> {
  const html = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script, link[rel="modulepreload"]').forEach((element) => element.remove());
    return copy.outerHTML;
  });
  return `<!DOCTYPE html>\n${html}`;
}
