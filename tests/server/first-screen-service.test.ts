import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstScreenService } from '@/server/first-screen-service';
import { takesGzip } from '@/server/takes-gzip';
import { serviceSettingsFrom } from '@/server/service-settings';
import { insertPage } from '../../sandbox/drupal/seeds/seed-pages';
import { section, text } from '../../sandbox/drupal/wire/paragraphs';
import { openSandboxDatabase } from '../../sandbox/storage/database';
import { DEMO_MEMBER, memberCookie } from '../support/member-cookie';
import { BUILT_INDEX_HTML } from '../support/built-index-html';
import { startRecordingServer, type RecordingServer } from '../support/recording-server';
import type { RunningSandbox } from '../support/sandbox-server';
import { startStallingServer, type StallingServer } from '../support/stalling-server';
import { quietLog } from '../support/memory-log';
import { close, listen, useServiceOnSandbox } from '../support/service-server';

const INDEX_HTML = BUILT_INDEX_HTML;

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  'src/ui/pages/generic-page.tsx': { file: 'assets/generic-page-1.js', css: ['assets/generic-page-1.css'] },
};

/** CMS text that a replacement string would expand: `$&` (the match), `` $` `` (all before it), `$'`. */
const DOLLAR_TITLE = "Prices: 10$& off, $` and $' too";

function writeDist(folder: string): string {
  const dist = join(folder, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ cmsUrl: '/cms/' }));
  return dist;
}

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** The body as it came, compressed or not. */
  readonly bytes: Buffer;
}

/** One request as a client sends it, Host header and request line included (fetch would not allow either). */
function ask(origin: string, path: string, { method = 'GET', headers = {} } = {}): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: bytes.toString('utf8'),
          bytes,
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Whom a drawn page says it was drawn for; undefined for a visitor's page, which says nothing. */
function drawnFor(html: string): unknown {
  const script = /<script type="application\/json" id="first-screen-reader">(.*?)<\/script>/.exec(html);
  return script ? JSON.parse(script[1]!) : undefined;
}

/** A page whose CMS text a replacement string would expand, as an editor would have written it. */
async function seedPrices(sandbox: RunningSandbox) {
  const db = await openSandboxDatabase(sandbox.dbFile);
  const page = section('layout_onecol', { content: [text(DOLLAR_TITLE, `<p>${DOLLAR_TITLE}</p>`)] });
  insertPage(db, {
    nid: 990,
    path: '/prices',
    title: DOLLAR_TITLE,
    metaDescription: DOLLAR_TITLE,
    sections: [page],
  });
  db.close();
}

/** The production first-screen service against a Drupal (the sandbox's) started by the test. */
describe('the first-screen service (npm run serve)', () => {
  const running = useServiceOnSandbox({ dist: writeDist, seed: seedPrices });
  const { log, sandboxUrl } = running;
  let origin: string;
  let dist: string;
  beforeAll(() => {
    origin = running.origin();
    dist = running.dist();
  });

  it('draws a visitor’s page, asked again by browsers every time and cached by shared caches for a minute, and logs the render with its time', async () => {
    const answer = await ask(origin, '/news', { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    expect(answer.headers['cdn-cache-control']).toBe('max-age=60, stale-while-revalidate=300');
    expect(answer.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(answer.body).toMatch(/<h1[^>]*>News<\/h1>/);
    expect(answer.body).toContain('<title>News – NECS</title>');
    expect(answer.body).toContain('<script type="application/json" id="first-screen">');
    expect(drawnFor(answer.body)).toBeUndefined();
    expect(answer.body).toContain('<link rel="stylesheet" crossorigin href="/assets/generic-page-1.css">');
    expect(log.lines.at(-1)?.msg).toMatch(/^GET \/news 200 \d+ ms$/);
  });

  it('draws into the built files as they stand now: a new build or an edited config.json without a restart', async () => {
    const stylesheet = '<link rel="stylesheet" crossorigin href="/assets/generic-page-1.css">';
    expect((await ask(origin, '/news', { headers: { accept: 'text/html' } })).body).toContain(stylesheet);
    const rebuilt = {
      ...MANIFEST,
      'src/ui/pages/generic-page.tsx': { file: 'x.js', css: ['assets/generic-page-2.css'] },
    };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(rebuilt));
    try {
      const after = await ask(origin, '/news', { headers: { accept: 'text/html' } });
      expect(after.body).toContain('href="/assets/generic-page-2.css"');
      expect(after.body).not.toContain(stylesheet);
    } finally {
      writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    }
  });

  it('draws a page in the reader’s language: the cookie’s choice, else Accept-Language’s, else what nginx filed it under', async () => {
    const page = async (headers: Record<string, string>) =>
      (await ask(origin, '/news', { headers: { accept: 'text/html', ...headers } })).body;
    expect(await page({ 'accept-language': 'nl, de-AT;q=0.8, en;q=0.5' })).toContain('<html lang="de">');
    expect(await page({ 'accept-language': 'de', cookie: 'other=1; necs_language=fr' })).toContain(
      '<html lang="fr">',
    );
    expect(await page({ 'accept-language': 'de', 'x-necs-language': 'es' })).toContain('<html lang="es">');
    const english = await page({ 'accept-language': 'nl' });
    expect(english).toContain('<html lang="en">');
    expect(english).toMatch(/<h1[^>]*>News<\/h1>/);
  });

  it('answers a path without a page with 404 and the not-found screen drawn', async () => {
    const answer = await ask(origin, '/no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    expect(answer.body).toContain('<h1>Page not found</h1>');
    expect(answer.body).toContain('data-location="/404/no-such-page"');
    expect(log.lines.at(-1)?.msg).toMatch(/^GET \/no-such-page 404 \d+ ms$/);
    // The address's own encoding is read before the not-found address encodes the path: once, not twice.
    const spaced = await ask(origin, '/no%20such%20page');
    expect(spaced.body).toContain('data-location="/404/no%20such%20page"');
  });

  it('draws the login form like a public page, cached and kept out of search results', async () => {
    const login = await ask(origin, '/user/login');
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+$/);
    expect(login.body).toContain('<meta name="robots" content="noindex">');
    expect(login.body).toMatch(/<main[^>]*>[\s\S]*<form[^>]*>[\s\S]*type="password"/);
  });

  it('draws a member’s page for them, with their session: private, never stored, and saying whom it is for', async () => {
    const cookie = await memberCookie(sandboxUrl());
    const answer = await ask(origin, '/news', { headers: { cookie: `theme=dark; ${cookie}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['cdn-cache-control']).toBeUndefined();
    expect(answer.body).toMatch(/<h1[^>]*>News<\/h1>/);
    expect(answer.body).toContain('>Logout<');
    expect(drawnFor(answer.body)).toMatchObject({
      session: { userId: DEMO_MEMBER.uid },
      user: { mail: DEMO_MEMBER.mail },
    });
    // The screens the server does not draw for them (their account) stay the browser's, kept as private.
    const area = await ask(origin, '/user/account', { headers: { cookie } });
    expect([area.headers['cache-control'], area.body]).toEqual(['private, no-store', INDEX_HTML]);
  });

  it('draws a visitor’s page, still private, for a session cookie Drupal does not know', async () => {
    for (const cookie of ['SESS0a1b=x', 'theme=dark; SSESS9f8e=y']) {
      const answer = await ask(origin, '/news', { headers: { cookie } });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.body).toMatch(/<h1[^>]*>News<\/h1>/);
      expect(answer.body).not.toContain('>Logout<');
      expect(drawnFor(answer.body)).toBeNull();
    }
  });

  it('sends index.html for the portal’s own screens, and for anything but a page request never to be stored', async () => {
    const proposals = await ask(origin, '/conference-proposals');
    expect([proposals.status, proposals.headers['cache-control'], proposals.body]).toEqual([
      200,
      'no-cache',
      INDEX_HTML,
    ]);
    for (const [method, headers] of [
      ['POST', {}],
      ['GET', { accept: 'application/json' }],
      ['GET', { accept: 'image/*' }],
    ] as const) {
      const answer = await ask(origin, '/news', { method, headers });
      expect([answer.status, answer.headers['cache-control'], answer.body]).toEqual([
        200,
        'no-store',
        INDEX_HTML,
      ]);
    }
  });

  it('gzips what it sends to a client that takes gzip, as nginx always asks, and says the answer varies', async () => {
    const plain = await ask(origin, '/news', { headers: { accept: 'text/html' } });
    const gzipped = await ask(origin, '/news', {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.bytes.length);
    expect(gunzipSync(gzipped.bytes).toString('utf8')).toBe(plain.body);
    for (const answer of [plain, gzipped])
      expect(answer.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const app = await ask(origin, '/conference-proposals', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(gunzipSync(app.bytes).toString('utf8')).toBe(INDEX_HTML);
  });

  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br, deflate', false],
    ['identity', false],
    [undefined, false],
  ])('reads Accept-Encoding %j as taking gzip: %s', (acceptEncoding, expected) => {
    expect(takesGzip(acceptEncoding)).toBe(expected);
  });

  it('answers HEAD with the headers a GET would get, and no body', async () => {
    const answer = await ask(origin, '/news', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(INDEX_HTML.length);
    expect(answer.body).toBe('');
  });

  it('says it is healthy on /healthz', async () => {
    const answer = await ask(origin, '/healthz');
    expect([answer.status, answer.headers['cache-control'], answer.body]).toEqual([200, 'no-store', 'ok\n']);
  });

  describe('calling only the configured Drupal', () => {
    let elsewhere: RecordingServer;
    beforeAll(async () => {
      elsewhere = await startRecordingServer(() => ({ body: {} }));
    });
    afterAll(() => elsewhere.close());

    it('whatever host the request names, in its Host header or its request line', async () => {
      const { host } = new URL(elsewhere.origin);
      const viaHost = await ask(origin, '/about-us', { headers: { host } });
      const viaLine = await ask(origin, `${elsewhere.origin}/about-us`);
      for (const answer of [viaHost, viaLine]) {
        expect(answer.status).toBe(200);
        expect(answer.body).toMatch(/<h1[^>]*>About us<\/h1>/);
      }
      expect(elsewhere.requests).toEqual([]);
    });
  });

  it("keeps $&, $` and $' in CMS text as they are, in the page, its title, description and answers", async () => {
    const answer = await ask(origin, '/prices');
    expect(answer.status).toBe(200);
    const { document } = new JSDOM(answer.body).window;
    expect(document.querySelector('main h1')?.textContent).toBe(DOLLAR_TITLE);
    expect(document.title).toBe(`${DOLLAR_TITLE} – NECS`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(DOLLAR_TITLE);
    const answers = JSON.parse(document.getElementById('first-screen')?.textContent ?? '{}') as Record<
      string,
      { node: { title: string } }
    >;
    expect(answers['page:/prices']?.node.title).toBe(DOLLAR_TITLE);
    expect(document.querySelectorAll('head')).toHaveLength(1);
    expect(answer.body.match(/<\/head>/g)).toHaveLength(1);
  });
});

describe('the first-screen service, when Drupal does not answer', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-serve-'));
  const dist = writeDist(folder);
  let drupal: StallingServer;
  beforeAll(async () => {
    drupal = await startStallingServer();
  });
  afterAll(async () => {
    await drupal.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it.each([
    ['hangs', () => drupal.url],
    ['is down', () => 'http://127.0.0.1:1/'],
  ])(
    'sends index.html with 503 and Retry-After within the time limit when it %s',
    async (_case, drupalUrl) => {
      const settings = serviceSettingsFrom({ DRUPAL_URL: drupalUrl(), DIST: dist, RENDER_TIMEOUT_MS: '300' });
      const service = createFirstScreenService(settings, quietLog());
      try {
        const answer = await ask(await listen(service), '/news');
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toBe('30');
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.body).toBe(INDEX_HTML);
      } finally {
        await close(service);
      }
    },
  );

  it('sends a member index.html, theirs alone, within the time limit when it hangs: their browser draws the page', async () => {
    const settings = serviceSettingsFrom({ DRUPAL_URL: drupal.url, DIST: dist, RENDER_TIMEOUT_MS: '300' });
    const service = createFirstScreenService(settings, quietLog());
    try {
      const origin = await listen(service);
      for (const path of ['/', '/group/1', '/conference-proposals/paper']) {
        const answer = await ask(origin, path, { headers: { cookie: 'SESSabc=member-session' } });
        expect(answer.status, path).toBe(200);
        expect(answer.headers['cache-control'], path).toBe('private, no-store');
        expect(answer.body, path).toBe(INDEX_HTML);
      }
    } finally {
      await close(service);
    }
  });
});
