import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstScreenService } from '@/server/first-screen-service';
import { quietLog } from '../support/memory-log';
import { close } from '../support/service-server';
import { hasNginx } from './nginx-harness';
import {
  LIVE_SITE_START_MS,
  liveSiteRendererSettings,
  type LiveSite,
  PORTAL_URL,
  startLiveSite,
} from './nginx-live-site';
import { rawGet, type SiteAnswer } from '../support/raw-request';
import { staleInCache, uncachedPath, until, visitorGet } from './live-site-requests';

/** What Drupal sends in X-Necs-Refresh on save, for this site alone. */
const REFRESH_SECRET = 'live-site-refresh-secret-0123456789abcdef';
/** How long the renderer says a page may be kept by shared caches (FRESH_SECONDS' default, as nginx's). */
const FRESH_SECONDS = 60;

/**
 * The production path's page cache, asked by raw requests with chosen headers (moved from the browser suite's
 * page-cache.spec.ts and page-cache-hostile.spec.ts, issue 83): nginx with the generated site in front of the
 * first-screen service. A visitor's page arrives drawn and cached, with the tags crawlers and link previews read;
 * an unknown path is a 404; a member's request never meets the cache. And a stranger cannot fill the cache with
 * the app's empty shell: whatever a request carries (an Accept without HTML, a cookie that looks like Drupal's
 * session, a refresh header, a query string of its own), and even when it is the request that finds a page stale
 * and has it drawn again in the background, the next visitor of that page gets it drawn (nginx asks the renderer
 * with fixed headers, deploy/page-locations.ts). Each test asks for paths of its own.
 */
describe.skipIf(!hasNginx && !process.env.CI)('nginx’s page cache', () => {
  let site: LiveSite;
  beforeAll(async () => {
    site = await startLiveSite({ refreshSecret: REFRESH_SECRET }, {}, { everySystem: true });
  }, LIVE_SITE_START_MS);
  // Undefined when the start failed, which the beforeAll reports.
  afterAll(() => (site as LiveSite | undefined)?.stop());

  const get = (path: string, headers: Record<string, string> = {}) => visitorGet(site.portal, path, headers);
  const cacheStatus = (answer: SiteAnswer) => answer.headers['x-cache-status'];

  it('draws a visitor’s page in the service, keeps it, and it carries its head tags', async () => {
    const path = uncachedPath('/about-us');
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(cacheStatus(first)).toBe('MISS');
    expect(first.headers['cache-control']).toContain(`s-maxage=${FRESH_SECONDS}`);
    const html = first.body;
    expect(html).toMatch(/<div id="root"><.+<h1[^>]*>/s);
    expect(html).toContain(`<link rel="canonical" href="${PORTAL_URL}/about-us">`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="twitter:card"');

    const again = await get(path);
    expect(cacheStatus(again)).toBe('HIT');
    expect(again.body).toBe(html);
  });

  it('answers an unknown path 404 with the not-found screen drawn, and caches it as such', async () => {
    const path = uncachedPath('/no-such-page-here');
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect((await get(path)).status).toBe(404);
  });

  it('keeps a page once per language: the cookie’s choice, else Accept-Language’s; the client cannot name the copy', async () => {
    const path = uncachedPath('/about-us');
    const drawnIn = async (headers: Record<string, string>) => {
      const answer = await get(path, headers);
      return [cacheStatus(answer), /<html lang="(\w+)">/.exec(answer.body)?.[1]];
    };
    expect(await drawnIn({ 'Accept-Language': 'en-GB,en;q=0.9' })).toEqual(['MISS', 'en']);
    expect(await drawnIn({ 'Accept-Language': 'nl, de;q=0.8' })).toEqual(['MISS', 'de']);
    expect(await drawnIn({ 'Accept-Language': 'de-AT' })).toEqual(['HIT', 'de']);
    // The choice made in the footer, repeated in the cookie, over the browser's languages.
    expect(await drawnIn({ 'Accept-Language': 'de', Cookie: 'necs_language=fr' })).toEqual(['MISS', 'fr']);
    // A client's X-Necs-Language is replaced by the language nginx filed the request under.
    expect(await drawnIn({ 'Accept-Language': 'en', 'X-Necs-Language': 'es' })).toEqual(['HIT', 'en']);
  });

  it('lets a request with a Drupal session bypass the cache for a page of its own, kept private', async () => {
    const path = uncachedPath('/news');
    await get(path);
    const member = await get(path, { Cookie: 'SESS0123abcd=member-session' });
    expect(cacheStatus(member)).toBe('BYPASS');
    expect(member.headers['cache-control']).toBe('private, no-store');
    // Drawn for that session (src/server/member-render.ts): one Drupal no longer knows draws a visitor's page,
    // which says so (a reader of null).
    expect(member.body).toContain('<script type="application/json" id="first-screen-reader">null</script>');
    // And what the member was given never reaches a visitor: the visitor's copy is still the visitor's page.
    const visitor = await get(path);
    expect(cacheStatus(visitor)).toBe('HIT');
    expect(visitor.body).not.toContain('first-screen-reader');
  });

  it('draws a page afresh into the cache for the refresh secret, and serves a wrong one from it', async () => {
    const path = uncachedPath('/news');
    await get(path);
    expect(cacheStatus(await get(path, { 'X-Necs-Refresh': 'guess' }))).toBe('HIT');
    expect(cacheStatus(await get(path, { 'X-Necs-Refresh': REFRESH_SECRET }))).toBe('BYPASS');
    expect(cacheStatus(await get(path))).toBe('HIT');
  });

  it('keeps a drawn page gzipped once: sent from the cache as stored, unpacked for a client without gzip', async () => {
    const path = uncachedPath('/about-us');
    // The first request takes no gzip, and still the cache is filled with the gzipped page.
    const plain = await get(path, { 'Accept-Encoding': 'identity' });
    expect(cacheStatus(plain)).toBe('MISS');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body;
    expect(html).toMatch(/<h1[^>]*>About us<\/h1>/);

    const browser = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(cacheStatus(browser)).toBe('HIT');
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(browser.headers['vary']).toContain('Accept-Encoding');
    // Compressed on the way, it would come chunked; as stored, it comes with its length, a fraction of the page's.
    expect(Number(browser.headers['content-length'])).toBeLessThan(html.length / 2);
    expect(browser.body).toBe(html);

    const plainAgain = await get(path, { 'Accept-Encoding': 'identity' });
    expect(cacheStatus(plainAgain)).toBe('HIT');
    expect(plainAgain.body).toBe(html);
  });

  describe('a stranger’s requests', () => {
    const PAGE = '/about-us';
    /** The shell is index.html with an empty root. A drawn page has the screen inside `<main>`. */
    const DRAWN = /<main\b[^>]*>[\s\S]*<h1[^>]*>About us<\/h1>/;

    /** A GET with exactly these headers, and what the page cache said of it. */
    const strangerGet = async (path: string, headers: Record<string, string>) => {
      const answer = await rawGet(site.portal, path, headers);
      return { status: answer.status, cacheStatus: cacheStatus(answer) };
    };

    /** What a visitor's browser gets for the page: drawn, and from the cache when `status` is given. */
    const expectDrawnForVisitor = async (path: string, status?: string) => {
      const answer = await get(path, { Accept: 'text/html' });
      expect(answer.status, path).toBe(200);
      expect(answer.body, `${path} (${answer.body.length} bytes)`).toMatch(DRAWN);
      expect(answer.body).not.toContain('<div id="root"></div>');
      if (status) expect(cacheStatus(answer), path).toBe(status);
    };

    it.each<[string, Record<string, string>]>([
      ['an Accept of JSON', { Accept: 'application/json' }],
      ['an Accept of images', { Accept: 'image/*' }],
      ['no Accept at all', {}],
      ['a session look-alike without =', { Accept: 'text/html', Cookie: 'SSESSabc' }],
      ['a session look-alike before another cookie', { Accept: 'text/html', Cookie: 'SESSx; other=1' }],
      ['a cookie whose name only contains SESS', { Accept: 'text/html', Cookie: 'xSESSa=1' }],
      ['a cookie whose value starts with SESS', { Accept: 'text/html', Cookie: 'a=SESS1' }],
      [
        'a wrong refresh header with an Accept of JSON',
        { 'X-Necs-Refresh': 'guess', Accept: 'application/json' },
      ],
      [
        'a language of its own',
        { Accept: 'application/json', 'X-Necs-Language': 'de', 'Accept-Language': 'en' },
      ],
    ])('with %s, the first to ask for a page, leave it drawn for the next visitor', async (_, headers) => {
      const path = uncachedPath(PAGE);
      expect((await strangerGet(path, headers)).cacheStatus).toBe('MISS');
      await expectDrawnForVisitor(path, 'HIT');
    });

    it('with the refresh secret and a stranger’s Accept and cookie still draw the page into the cache', async () => {
      const path = uncachedPath(PAGE);
      await expectDrawnForVisitor(path, 'MISS');
      const refresh = await strangerGet(path, {
        'X-Necs-Refresh': REFRESH_SECRET,
        Accept: 'application/json',
        Cookie: 'SSESSabc',
      });
      expect(refresh.cacheStatus).toBe('BYPASS');
      await expectDrawnForVisitor(path, 'HIT');
    });

    it('leave a stale page they have refreshed in the background drawn again, not emptied', async () => {
      const path = uncachedPath(PAGE);
      await expectDrawnForVisitor(path, 'MISS');
      // Past its freshness: the next request finds the page stale.
      await staleInCache(site, path);
      const hostile = await strangerGet(path, { Accept: 'application/json', Cookie: 'SSESSabc' });
      expect(hostile.cacheStatus).toBe('STALE');
      // The background refresh has replaced the entry once a visitor's request finds it fresh again.
      await until(async () => cacheStatus(await get(path)) === 'HIT');
      await expectDrawnForVisitor(path, 'HIT');
    });

    it('with many query strings, each a render of its own, leave each page drawn', async () => {
      const path = uncachedPath(PAGE);
      for (let each = 0; each < 20; each++) {
        const variant = `${path}&utm_source=${each}`;
        expect((await strangerGet(variant, { Accept: 'application/json' })).cacheStatus).toBe('MISS');
        await expectDrawnForVisitor(variant, 'HIT');
      }
    });

    it('with a language the reader refuses (q=0) do not have the page drawn in it', async () => {
      const answer = await get(uncachedPath(PAGE), { 'Accept-Language': 'de;q=0, fr' });
      expect(answer.body).toContain('<html lang="fr">');
    });

    it('with a cookie have a remote system’s answer pass nginx marked not to be stored', async () => {
      for (const path of ['/cms/session/token', '/membership/no-such-call', '/proposals/no-such-call']) {
        const answer = await get(path, { Cookie: 'necs_language=en' });
        // no-store from nginx, unless the system sent a Cache-Control of its own (Drupal's says private).
        expect(answer.headers['cache-control'], path).toMatch(/no-store|private/);
      }
    });
  });
});

/**
 * The same with the first-screen service down (docs/deploy.md, section 7): a page nginx has cached is still served from the cache, even once stale
 * (`proxy_cache_use_stale`: its `updating`, whose update in the background then fails, or its `error`). A site
 * of its own, whose renderer the test stops for good.
 */
describe.skipIf(!hasNginx && !process.env.CI)('nginx’s page cache with its renderer down', () => {
  let site: LiveSite;
  beforeAll(async () => {
    site = await startLiveSite();
  }, LIVE_SITE_START_MS);
  afterAll(() => (site as LiveSite | undefined)?.stop());

  it('serves a page it has cached from the cache, fresh and then stale', async () => {
    const path = uncachedPath('/news');
    const drawn = await visitorGet(site.portal, path);
    expect(drawn.headers['x-cache-status']).toBe('MISS');
    const html = drawn.body;
    await close(site.renderer);
    const fresh = await visitorGet(site.portal, path);
    expect(fresh.headers['x-cache-status']).toBe('HIT');
    expect(fresh.body).toBe(html);
    // Past its freshness nginx asks the renderer again; with none there, the copy it has is still served.
    await staleInCache(site, path);
    // Twice: the first one's update in the background fails, and must leave the copy as it was.
    for (let attempt = 1; attempt <= 2; attempt++) {
      const stale = await visitorGet(site.portal, path);
      expect(stale.status, `attempt ${attempt}`).toBe(200);
      expect(stale.headers['x-cache-status']).toMatch(/^(STALE|UPDATING)$/);
      expect(stale.body).toBe(html);
    }
  });
});

/**
 * The same with the content system down (docs/deploy.md, section 7): a page nginx has not cached answers 503 with Retry-After, so a crawler comes
 * back instead of keeping an error or an empty page, and its body is the app, which a visitor's browser draws with
 * its own error state (page-cache-renderer-down.spec.ts draws that app through nginx). Nothing of it is kept:
 * once Drupal is back, the same address is drawn. Drupal is taken down by restarting the renderer drawing from
 * an address where nothing listens, then brought back by restarting it drawing from the sandbox again. A site of
 * its own, whose renderer the test swaps.
 */
describe.skipIf(!hasNginx && !process.env.CI)('nginx’s page cache with Drupal down', () => {
  /** The discard port: nothing listens there, so every call to Drupal is refused at once. */
  const UNREACHABLE_DRUPAL = 'http://127.0.0.1:9/cms/';
  let site: LiveSite;
  /** The renderer nginx reaches: the site's own, until the test starts another at its address. */
  let renderer: Server | undefined;
  beforeAll(async () => {
    site = await startLiveSite();
    renderer = site.renderer;
  }, LIVE_SITE_START_MS);
  afterAll(async () => {
    if (renderer && renderer !== site.renderer) await close(renderer);
    await (site as LiveSite | undefined)?.stop();
  });

  /** Stops the renderer nginx reaches and starts one drawing from `drupalUrl` at its address, as a restart does. */
  const restartRendererOn = async (drupalUrl: string) => {
    const { port } = renderer!.address() as AddressInfo;
    await close(renderer!);
    const started: Server = createFirstScreenService(
      liveSiteRendererSettings(drupalUrl, site.dist),
      quietLog(),
    );
    renderer = started;
    await new Promise<void>((resolve, reject) => {
      started.once('error', reject);
      started.listen(port, '127.0.0.1', resolve);
    });
  };

  it('answers a page it has not cached 503 with Retry-After and the app, keeps none of it, and draws it once Drupal is back', async () => {
    const path = uncachedPath('/about-us');
    await restartRendererOn(UNREACHABLE_DRUPAL);
    try {
      // A request as a browser's script sends it, then a browser's navigation to the same address.
      for (const accept of ['*/*', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8']) {
        const down = await visitorGet(site.portal, path, { Accept: accept });
        expect(down.status, accept).toBe(503);
        expect(Number(down.headers['retry-after']), accept).toBeGreaterThan(0);
        expect(down.headers['x-cache-status'], accept).toBe('MISS');
        expect(down.body, accept).toContain('<div id="root"></div>');
      }
    } finally {
      await restartRendererOn(`${site.sandbox.url}/cms/`);
    }
    // Drupal back: the same address is drawn now, not served from a kept error.
    const back = await visitorGet(site.portal, path);
    expect(back.status).toBe(200);
    expect(back.headers['x-cache-status']).toBe('MISS');
    expect(back.body).toMatch(/<h1[^>]*>About us<\/h1>/);
    expect(back.body).not.toContain('<div id="root"></div>');
  });
});
