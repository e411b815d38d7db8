import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type NginxSite, renderNginxSiteFor } from '../../deploy/nginx-site';
import { robotsTxt } from '../../deploy/robots-txt';

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
