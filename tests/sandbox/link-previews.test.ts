import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConsole } from '../support/console-expectations';
import type { SiteAnswer } from '../support/raw-request';
import { writeServedDist } from '../support/service-server';
import { visitorGet } from './live-site-requests';
import { hasNginx } from './nginx-harness';
import { LIVE_SITE_START_MS, type LiveSite, PORTAL_URL, startLiveSite } from './nginx-live-site';
import { startTestSandbox, type TestSandbox } from './sandbox-harness';

const PUBLIC_PAGES = ['/', '/about-us', '/news', '/conferences', '/about-us/history'];
/** The renderer's word on the sandbox's conference without dates, said whenever it reads the conference list. */
const UNDATED_CONFERENCE = /Left out row \d+ of public_conferences/;

/** A built dist/ as the service reads it, with the site's own preview image the build copies from public/. */
function writeBuild(folder: string): string {
  const dist = writeServedDist(folder);
  copyFileSync(join('public', 'og-image.png'), join(dist, 'og-image.png'));
  return dist;
}

/** The head's OpenGraph and Twitter tags, key to content, as a crawler reads them from the served HTML. */
function previewTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return Object.fromEntries(
    [...head.matchAll(/<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)">/g)].map(
      ([, key, content]) => [key, content!.replaceAll('&amp;', '&')],
    ),
  );
}

/** The PNG's width and height from its IHDR chunk: big-endian, after the signature and the chunk's length and type. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

/**
 * Issue 28: a shared link to a public page previews with a picture (moved from the browser suite's
 * link-previews.spec.ts, issue 83: the served HTML's head and a PNG's header bytes). The head the server draws,
 * through nginx, names an `og:image` (the page's first image from the content system, else the site's,
 * public/og-image.png) with its size and alt text and a large image card, and the picture it names loads.
 */
describe.skipIf(!hasNginx && !process.env.CI)('link previews of the pages nginx serves', () => {
  let site: LiveSite;
  beforeAll(async () => {
    site = await startLiveSite({}, {}, { dist: writeBuild });
  }, LIVE_SITE_START_MS);
  // Undefined when the start failed, which the beforeAll reports.
  afterAll(() => (site as LiveSite | undefined)?.stop());

  /** GETs an image the head names: through nginx when it is on the portal's address, else where it is. */
  const getImage = async (url: string): Promise<SiteAnswer> => {
    const { origin, pathname, search } = new URL(url);
    return visitorGet(origin === PORTAL_URL ? site.portal : origin, pathname + search);
  };

  it.each(PUBLIC_PAGES)(
    'the server-drawn head of %s names an og:image that loads, with its size, alt text and a large card',
    async (path) => {
      if (path === '/conferences') expectConsole('warn', UNDATED_CONFERENCE);
      const tags = previewTags((await visitorGet(site.portal, path, { Accept: 'text/html' })).body);
      expect(tags['og:image'], 'og:image').toMatch(/^https?:\/\//);
      const image = await getImage(tags['og:image']!);
      expect(image.status, tags['og:image']).toBe(200);
      expect(image.headers['content-type'], tags['og:image']).toMatch(/^image\//);
      expect(Number(tags['og:image:width'])).toBeGreaterThan(0);
      expect(Number(tags['og:image:height'])).toBeGreaterThan(0);
      expect(tags['og:image:alt']).toBeTruthy();
      expect(tags['twitter:card']).toBe('summary_large_image');
    },
  );

  it('serves the site’s own preview image as a 1200 × 630 PNG', async () => {
    const answer = await visitorGet(site.portal, '/og-image.png');
    expect(answer.headers['content-type']).toBe('image/png');
    expect(pngSize(answer.bytes)).toEqual([1200, 630]);
  });
});

describe('the site’s own preview image as the sandbox serves the build (npm start)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-og-image-'));
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ staticDir: writeBuild(folder) });
  });
  afterAll(async () => {
    await sandbox.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is a 1200 × 630 PNG', async () => {
    const answer = await sandbox.app.inject('/og-image.png');
    expect(answer.headers['content-type']).toBe('image/png');
    expect(pngSize(answer.rawPayload)).toEqual([1200, 630]);
    expect(answer.rawPayload.equals(readFileSync(join('public', 'og-image.png')))).toBe(true);
  });
});
