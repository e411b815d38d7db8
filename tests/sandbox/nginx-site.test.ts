import { describe, expect, it } from 'vitest';
import { type NginxSite, renderNginxSiteFor } from '../../deploy/nginx-site';

const SITE: Omit<NginxSite, 'root' | 'config'> = {
  listen: '443 ssl',
  serverName: 'portal.example.org',
  includes: ['/etc/nginx/snippets/portal-tls.conf'],
  brotli: true,
  systems: [
    { prefix: '/cms/', url: 'https://cms.internal.example.org' },
    { prefix: '/membership/', url: 'https://verein.sewobe.de/' },
  ],
};

/** The blocks of the rendered server, by their `location …` line. */
function locations(conf: string): Map<string, string> {
  const blocks = conf.matchAll(/^ {4}location ([^{]+) \{\n([\s\S]*?)^ {4}\}/gm);
  return new Map([...blocks].map(([, name = '', body = '']) => [name, body]));
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
  });
});
