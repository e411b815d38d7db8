import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, drawIcon } from '../../build/app-icons';
import { renderNginxSiteFor } from '../../deploy/nginx-site';
import { THEME_COLOUR, WEB_MANIFEST_PATH, webManifest } from '../../deploy/web-manifest';

const SITE = {
  listen: '80',
  serverName: 'portal.example.org',
  includes: [],
  brotli: false,
  systems: [{ prefix: '/cms/', url: 'https://cms.internal.example.org' }],
  sitemap: 'https://cms.internal.example.org/sitemap.xml',
};

/** The manifest nginx answers for a dist/ whose config.json holds `config`, read as nginx reads its string. */
function manifestServedFor(config: object): unknown {
  const dist = mkdtempSync(join(tmpdir(), 'necs-manifest-'));
  try {
    writeFileSync(join(dist, 'config.json'), JSON.stringify(config));
    const conf = renderNginxSiteFor(dist, SITE);
    const block = /location = \/manifest\.webmanifest \{([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
    expect(block).toContain('default_type application/manifest+json;');
    const quoted = /return 200 "((?:[^"\\]|\\.)*)";/.exec(block)?.[1] ?? '';
    return JSON.parse(
      quoted.replace(/\\(.)/g, (_escape, character: string) => (character === 'n' ? '\n' : character)),
    );
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

/** A PNG's width, height, bit depth and colour type, and its first pixel's RGBA. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const idat = png.indexOf('IDAT');
  const pixels = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  return { width, height: png.readUInt32BE(20), depth: png[24], type: png[25], rows: pixels };
}

describe('the web app manifest', () => {
  it('names the portal from config.json and carries what installing asks for', () => {
    const manifest = manifestServedFor({ association: { name: 'Film Studies Network', shortName: 'FSN' } });
    expect(manifest).toMatchObject({
      name: 'Film Studies Network',
      short_name: 'FSN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
    });
    const { icons } = manifest as { icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(icons.every(({ type }) => type === 'image/png')).toBe(true);
  });

  it('falls back to the built-in names and keeps `$` from nginx’s variables', () => {
    expect(manifestServedFor({})).toMatchObject({ short_name: 'NECS' });
    expect(manifestServedFor({ association: { name: 'A $host B', shortName: 'A' } })).toMatchObject({
      name: 'A $host B',
    });
    expect(webManifest({ association: { name: '$x' } })).not.toContain('$');
  });

  it('comes with a service worker nginx sends afresh, so a new build replaces it at the next navigation', () => {
    const conf = renderNginxSiteFor('public', SITE);
    const block = /location = \/sw\.js \{([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
    expect(block).toContain('add_header Cache-Control "no-cache";');
    expect(block).toContain('Content-Security-Policy');
  });

  it('is linked from index.html, which every drawn page is written into', () => {
    const indexHtml = readFileSync('index.html', 'utf8');
    expect(indexHtml).toContain(`<link rel="manifest" href="${WEB_MANIFEST_PATH}" />`);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${THEME_COLOUR}" />`);
  });

  it.each(APP_ICONS)('draws $file as a $size px RGBA PNG', ({ size, purpose }) => {
    const png = readPng(drawIcon(size, purpose));
    expect([png.width, png.height, png.depth, png.type]).toEqual([size, size, 8, 6]);
    expect(png.rows.length).toBe(size * (1 + size * 4));
    // A maskable icon fills its square (the platform cuts the shape); the other has transparent round corners.
    const cornerAlpha = png.rows[1 + 3];
    expect(cornerAlpha).toBe(purpose === 'maskable' ? 255 : 0);
  });
});
