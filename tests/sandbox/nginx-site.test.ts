import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type NginxSite, renderNginxSiteFor } from '../../deploy/nginx-site';
import { robotsTxt } from '../../deploy/robots-txt';

/** As `openssl rand -hex 24` writes one (docs/deploy.md). */
const REFRESH = '3f9a0c1e5b7d2a4c6e8f0a1b3c5d7e9f1a2b3c4d5e6f7a8b';

const SITE: Omit<NginxSite, 'root' | 'config'> = {
  listen: '443 ssl',
  serverName: 'portal.example.org',
  includes: ['/etc/nginx/snippets/portal-tls.conf'],
  brotli: true,
  systems: [
    { prefix: '/cms/', url: 'https://cms.internal.example.org' },
    { prefix: '/membership/', url: 'https://verein.sewobe.de/' },
  ],
  sitemap: 'https://cms.internal.example.org/sitemap.xml',
  portalUrl: 'https://portal.example.org',
};

/** The blocks of the rendered server, by their `location …` line. */
function locations(conf: string): Map<string, string> {
  const blocks = conf.matchAll(/^ {4}location ([^{]+) \{\n([\s\S]*?)^ {4}\}/gm);
  return new Map([...blocks].map(([, name = '', body = '']) => [name, body]));
}

/** The text a block answers with `return 200 "…";`, its escapes read as nginx reads them. */
function returnedText(block: string | undefined): string {
  const quoted = /^\s*return 200 "((?:[^"\\]|\\.)*)";$/m.exec(block ?? '')?.[1];
  if (quoted === undefined) throw new Error(`no return 200 "…" in ${block}`);
  return quoted.replace(/\\(.)/g, (_escape, character: string) => (character === 'n' ? '\n' : character));
}

/** Renders for a dist/ whose config.json holds `config`. */
function renderWithConfig(config: object): string {
  const dist = mkdtempSync(join(tmpdir(), 'necs-nginx-dist-'));
  try {
    writeFileSync(join(dist, 'config.json'), JSON.stringify(config));
    return renderNginxSiteFor(dist, SITE);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

describe('deploy/nginx.conf rendered for a deployment', () => {
  const conf = renderNginxSiteFor('public', SITE);

  it('fills every placeholder', () => {
    expect(conf).not.toMatch(/\{\{\w+\}\}/);
    expect(conf).toContain('listen 443 ssl;');
    // A port alone is IPv6's too (port 80's redirect listens on both); an address given is that one alone.
    expect(conf).toContain('listen [::]:443 ssl;');
    expect(renderNginxSiteFor('public', { ...SITE, listen: '127.0.0.1:8443 ssl' })).not.toContain('[::]');
    expect(conf).toContain('include /etc/nginx/snippets/portal-tls.conf;');
    expect(conf).toContain('brotli_static on;');
    expect(conf).toContain('gzip_static on;');
  });

  it('repeats the security headers in every location that sets headers of its own', () => {
    const blocks = locations(conf);
    expect(blocks.size).toBeGreaterThan(6);
    for (const [name, body] of blocks) {
      if (!body.includes('add_header') && !body.includes('proxy_pass')) continue;
      expect(body, name).toMatch(/add_header Content-Security-Policy "[^"]*script-src 'self'[^"]*" always;/);
      expect(body, name).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(body, name).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
    }
  });

  it('proxies each system under its prefix, and keeps the same path without the slash for the app', () => {
    const blocks = locations(conf);
    expect(blocks.get('/cms/')).toContain('proxy_pass https://cms.internal.example.org/;');
    expect(blocks.get('/cms/')).toContain('proxy_cookie_domain cms.internal.example.org $host;');
    expect(blocks.get('/cms/')).toContain('proxy_hide_header Content-Security-Policy;');
    expect(blocks.get('= /membership')).toContain('try_files /_pages$uri/index.html /index.html;');
    expect(blocks.get('/')).toContain('try_files $uri /_pages$uri/index.html /index.html;');
    for (const prefix of ['/cms/', '/membership/'])
      expect(blocks.get(prefix), prefix).toContain(
        'add_header Cache-Control $necs_proxied_cache_control always;',
      );
  });

  it('marks no-store what a system answers a request with a cookie or credentials, unless it said itself', () => {
    // Which requests and answers that is, nginx evaluating the maps: tests/sandbox/nginx-maps.test.ts.
    expect(conf).toContain('map "$http_cookie$http_authorization" $necs_with_credentials {');
    expect(conf).toContain(
      'map "$necs_with_credentials|$upstream_http_cache_control" $necs_proxied_cache_control {',
    );
  });

  it('caches hashed files for a year, revalidates the rest, and serves no maps or manifest', () => {
    const blocks = locations(conf);
    expect(blocks.get('/assets/')).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable";',
    );
    for (const name of ['= /index.html', '= /config.json', '/']) {
      expect(blocks.get(name), name).toContain('add_header Cache-Control "no-cache";');
    }
    expect(blocks.get('~ \\.map$')).toContain('return 404;');
    expect(blocks.get('^~ /.vite/')).toContain('return 404;');
  });

  describe('with first-screen renderers (npm run serve) behind it', () => {
    const withRenderers = renderNginxSiteFor('public', {
      ...SITE,
      pages: {
        renderers: ['127.0.0.1:3001', '10.0.0.7:3001'],
        cachePath: '/var/cache/nginx/necs-pages',
        freshSeconds: 60,
        refreshSecret: REFRESH,
      },
    });
    const blocks = locations(withRenderers);
    const page = blocks.get('@page') ?? '';
    const lines = (...each: string[]) => each.join('\n');

    it('sends every path that is no file to the renderers, as one upstream', () => {
      expect(blocks.get('/')).toContain('try_files $uri @page;');
      expect(blocks.get('= /membership')).toContain('try_files $uri @page;');
      expect(withRenderers).toContain(
        lines(
          'upstream necs_renderers {',
          '    server 127.0.0.1:3001 max_fails=0;',
          '    server 10.0.0.7:3001 max_fails=0;',
        ),
      );
      expect(page).toContain('proxy_pass http://necs_renderers;');
      // A restarting or stopping renderer's page is the other one's to draw, tried once (issue 82).
      expect(page).toContain('proxy_next_upstream error timeout http_502;');
      expect(page).toContain('proxy_next_upstream_tries 2;');
    });

    it('caches drawn pages for the freshness, serves stale ones while one request refreshes them', () => {
      expect(withRenderers).toContain(
        'proxy_cache_path /var/cache/nginx/necs-pages levels=1:2 keys_zone=necs_pages:10m max_size=256m inactive=1d use_temp_path=off;',
      );
      expect(page).toContain('proxy_cache necs_pages;');
      expect(page).toContain('proxy_cache_valid 200 404 60s;');
      expect(page).toContain(
        'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
      );
      expect(page).toContain('proxy_cache_background_update on;');
      expect(page).toContain('proxy_cache_lock on;');
    });

    it('keeps one gzipped copy of a drawn page, unpacked for a client that takes no gzip', () => {
      expect(page).toContain('proxy_set_header Accept-Encoding "gzip";');
      expect(page).toContain('gunzip on;');
      expect(page).toContain('proxy_ignore_headers Cache-Control Expires Vary;');
      expect(page).toContain('proxy_hide_header Vary;');
    });

    it('never caches, nor answers from the cache, a request with a Drupal session', () => {
      // The service's own pattern (src/server/drupal-session-cookie.ts), its backslashes escaped for nginx.
      expect(withRenderers).toContain(
        lines(
          'map $http_cookie $necs_session {',
          '    default 0;',
          '    "~(^|;)[ \\\\t]*S?SESS[^=; \\\\t]*=" 1;',
        ),
      );
      expect(page).toContain('proxy_cache_bypass $necs_session $necs_refresh;');
      expect(page).toMatch(/^\s*proxy_no_cache \$necs_session /m);
      expect(page).toContain('proxy_cache_key $scheme$host$request_uri|$necs_language;');
    });

    it('asks the renderer with fixed headers, a cookie only with a session, so no stranger chooses what is kept', () => {
      expect(page).toContain('proxy_set_header Accept "text/html";');
      expect(page).toContain('proxy_set_header Accept-Language "";');
      expect(page).toContain('proxy_set_header Cookie $necs_session_cookie;');
      expect(withRenderers).toContain(
        lines('map $necs_session $necs_session_cookie {', '    default "";', '    1 $http_cookie;', '}'),
      );
    });

    it('stores no answer the renderer marks private or no-store, though it keeps its own freshness', () => {
      // What the map makes of each Cache-Control, nginx evaluating it: tests/sandbox/nginx-maps.test.ts.
      expect(withRenderers).toContain('map $upstream_http_cache_control $necs_not_for_caches {');
      expect(page).toContain('proxy_no_cache $necs_session $necs_not_for_caches;');
      expect(page).toContain('proxy_ignore_headers Cache-Control Expires Vary;');
    });

    it('limits the renders a client address asks for: a generous burst, then 429', () => {
      expect(withRenderers).toContain('limit_req_zone $binary_remote_addr zone=necs_renders:10m rate=5r/s;');
      expect(page).toContain('limit_req zone=necs_renders burst=100 nodelay;');
      expect(page).toContain('limit_req_status 429;');
      const faster = renderNginxSiteFor('public', {
        ...SITE,
        pages: {
          renderers: ['127.0.0.1:3001'],
          cachePath: '/c',
          freshSeconds: 60,
          refreshSecret: null,
          rendersPerSecond: 2,
        },
      });
      expect(faster).toContain('rate=2r/s;');
      expect(faster).toContain('limit_req zone=necs_renders burst=40 nodelay;');
      const pages = { renderers: ['127.0.0.1:3001'], cachePath: '/c', freshSeconds: 60, refreshSecret: null };
      expect(() =>
        renderNginxSiteFor('public', { ...SITE, pages: { ...pages, rendersPerSecond: 0.5 } }),
      ).toThrow(/rendersPerSecond/);
    });

    it('keeps one copy of a page per language, the one the renderer is told to draw it in', () => {
      expect(withRenderers).toContain(
        lines(
          'map $http_accept_language $necs_accepted_language {',
          '    default en;',
          '    "~(?:^|,)\\s*(?<accepted>de|en|fr|es)(?:-[\\w-]*)?\\s*(?:;(?!\\s*[qQ]=0(?:\\.0*)?\\s*(?:,|$))|,|$)" $accepted;',
        ),
      );
      expect(withRenderers).toContain(
        lines(
          'map $cookie_necs_language $necs_language {',
          '    default $necs_accepted_language;',
          '    de de;',
        ),
      );
      expect(page).toContain('proxy_set_header X-Necs-Language $necs_language;');
      expect(page).toContain('add_header Vary "Accept-Language, Cookie";');
    });

    it('draws a page afresh into the cache for a request with the refresh secret, which goes no further', () => {
      expect(withRenderers).toContain(
        lines('map $http_x_necs_refresh $necs_refresh {', '    default 0;', `    "~^${REFRESH}$" 1;`),
      );
      expect(page).toContain('proxy_set_header X-Necs-Refresh "";');
    });

    it('answers the app itself when the renderers are down or too slow', () => {
      expect(page).toContain('error_page 502 504 = @app;');
      expect(page).toContain('proxy_connect_timeout 1s;');
      expect(blocks.get('@app')).toContain('try_files /index.html =404;');
      expect(blocks.get('@app')).toContain('add_header Cache-Control "no-cache";');
    });

    it('refuses a refresh secret or renderer address that could break out of a directive', () => {
      const pages = {
        renderers: ['127.0.0.1:3001'],
        cachePath: '/c',
        freshSeconds: 60,
        refreshSecret: `${REFRESH}"; b`,
      };
      expect(() => renderNginxSiteFor('public', { ...SITE, pages })).toThrow(/REFRESH_SECRET must be/);
      const badServer = { ...pages, refreshSecret: null, renderers: ['a;b'] };
      expect(() => renderNginxSiteFor('public', { ...SITE, pages: badServer })).toThrow(/refusing/);
    });
  });

  it('without renderers, serves the app for every path as before, with no cache', () => {
    expect(conf).not.toContain('proxy_cache');
    expect(conf).not.toContain('@page');
  });

  it('answers robots.txt itself: plain text, the member-only paths, the sitemap’s absolute URL', () => {
    const block = locations(conf).get('= /robots.txt');
    expect(block).toContain('default_type text/plain;');
    expect(block).toMatch(/^\s*types \{ *\}$/m);
    const text = returnedText(block);
    expect(text).toBe(robotsTxt({ appName: 'necs', sitemapUrl: 'https://portal.example.org/sitemap.xml' }));
    expect(text.split('\n')).toEqual(
      expect.arrayContaining(['Disallow: /my-necs', 'Sitemap: https://portal.example.org/sitemap.xml']),
    );
  });

  it('names the member area after config.json’s appName', () => {
    const text = returnedText(locations(renderWithConfig({ appName: 'film' })).get('= /robots.txt'));
    expect(text).toContain('Disallow: /my-film\n');
    expect(text).not.toContain('/my-necs');
  });

  it('without the portal’s URL, names the sitemap on the scheme and host each request came in on', () => {
    const { portalUrl: _left, ...site } = SITE;
    const text = returnedText(locations(renderNginxSiteFor('public', site)).get('= /robots.txt'));
    expect(text).toContain('Sitemap: $scheme://$host/sitemap.xml\n');
  });

  it('proxies /sitemap.xml to Drupal’s, with nobody’s cookies and the portal’s headers only', () => {
    const block = locations(conf).get('= /sitemap.xml');
    expect(block).toContain('proxy_pass https://cms.internal.example.org/sitemap.xml;');
    expect(block).toContain('proxy_set_header Cookie "";');
    expect(block).toContain('proxy_hide_header Set-Cookie;');
    expect(block).toContain('proxy_hide_header Content-Security-Policy;');
  });

  it('gzips XML on the fly, the sitemap included', () => {
    expect(conf).toMatch(/^\s*gzip_types [^;]*application\/xml[ ;]/m);
  });

  it('says so when this nginx has no brotli_static', () => {
    expect(renderNginxSiteFor('public', { ...SITE, brotli: false })).not.toMatch(/^\s*brotli_static on;/m);
  });

  it('refuses values that would end or open a directive', () => {
    expect(() => renderNginxSiteFor('public', { ...SITE, serverName: 'x; return 200' })).toThrow(/refusing/);
    expect(() =>
      renderNginxSiteFor('public', {
        ...SITE,
        systems: [{ prefix: '/cms/', url: 'ftp://cms.example.org/' }],
      }),
    ).toThrow(/http\(s\)/);
    expect(() => renderNginxSiteFor('public', { ...SITE, sitemap: 'file:///etc/passwd' })).toThrow(
      /http\(s\)/,
    );
    for (const portalUrl of ['portal.example.org', 'https://portal.example.org/x', 'https://a"b.org']) {
      expect(() => renderNginxSiteFor('public', { ...SITE, portalUrl }), portalUrl).toThrow(/portal/);
    }
    expect(() => renderWithConfig({ appName: 'x"; return 200 "' })).toThrow(/refusing/);
  });
});
