import { describe, expect, it } from 'vitest';
import { type NginxSite, renderNginxSiteFor } from '../../deploy/nginx-site';
import { AT_LOGOUT, PERMISSIONS_POLICY, securityHeadersFor } from '../../deploy/security-policy';

const SITE: Omit<NginxSite, 'root' | 'config'> = {
  listen: '443 ssl',
  serverName: 'portal.example.org www.portal.example.org',
  includes: [],
  brotli: false,
  systems: [
    { prefix: '/cms/', url: 'https://cms.internal.example.org' },
    { prefix: '/membership/', url: 'https://verein.sewobe.de/' },
  ],
  sitemap: 'https://cms.internal.example.org/sitemap.xml',
};

/** The proxied systems' locations and the sitemap's: every block that sends a request to another server. */
const proxyBlocks = (conf: string) =>
  [...conf.matchAll(/^ {4}location ([^{]+) \{\n([\s\S]*?)^ {4}\}/gm)]
    .map(([, name = '', body = '']) => ({ name, body }))
    .filter(({ body }) => /proxy_pass https:/.test(body));

describe('the headers every answer of the portal carries (deploy/security-policy.ts)', () => {
  it('deny the browser features the portal never uses, keep other windows apart, and ask for https', () => {
    const headers = securityHeadersFor({});
    expect(headers['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000');
  });

  it('leave HSTS out where a site is not yet on https, and only there', () => {
    expect(securityHeadersFor({}, { strictTransport: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    const conf = renderNginxSiteFor('public', { ...SITE, portalUrl: 'https://portal.example.org' });
    const plain = renderNginxSiteFor('public', { ...SITE, strictTransport: false });
    expect(conf).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
    expect(plain).not.toContain('add_header Strict-Transport-Security');
    expect(plain).toContain('add_header Permissions-Policy');
  });

  it('replace a proxied system’s own copy of each, so an answer carries the portal’s policy exactly once', () => {
    const conf = renderNginxSiteFor('public', SITE);
    const blocks = proxyBlocks(conf);
    expect(blocks.map(({ name }) => name).sort()).toEqual(['/cms/', '/membership/', '= /sitemap.xml']);
    for (const { name, body } of blocks)
      for (const header of Object.keys(securityHeadersFor({})))
        expect(body, `${name} ${header}`).toContain(`proxy_hide_header ${header};`);
  });
});

describe('Drupal’s logout answer empties the browser’s cache of the origin', () => {
  it('through a map on the portal’s path of the logout, the header on every proxied answer (empty adds none)', () => {
    const conf = renderNginxSiteFor('public', SITE);
    expect(AT_LOGOUT).toEqual({ 'Clear-Site-Data': '"cache"' });
    expect(conf).toContain(`map $uri $necs_at_logout {\n    default "";\n    /cms/user/logout '"cache"';\n}`);
    for (const { name, body } of proxyBlocks(conf).filter(({ name }) => name !== '= /sitemap.xml'))
      expect(body, name).toContain('add_header Clear-Site-Data $necs_at_logout always;');
  });

  it('under whatever prefix config.json gives Drupal, and not at all for a Drupal on an origin of its own', () => {
    const elsewhere = renderNginxSiteFor('public', { ...SITE, systems: [SITE.systems[1]!] });
    expect(elsewhere).toContain('map $uri $necs_at_logout {\n    default "";\n}');
  });
});

describe('Drupal is told the portal’s host, never the one a request names', () => {
  it('in X-Forwarded-Host, from the portal’s URL, else the first server name', () => {
    for (const [site, host] of [
      [{ ...SITE, portalUrl: 'https://portal.example.org:8443' }, 'portal.example.org:8443'],
      [SITE, 'portal.example.org'],
    ] as const) {
      const conf = renderNginxSiteFor('public', site);
      expect(conf).not.toContain('X-Forwarded-Host $host');
      for (const { name, body } of proxyBlocks(conf)) {
        expect(body, name).toContain(`proxy_set_header X-Forwarded-Host ${host};`);
        // Nor what a client wrote in headers Drupal believes from its proxy.
        expect(body, name).toContain('proxy_set_header Forwarded "";');
        expect(body, name).toContain('proxy_set_header X-Forwarded-Port "";');
      }
    }
  });

  it('and refuses to guess it from a catch-all server name', () => {
    expect(() => renderNginxSiteFor('public', { ...SITE, serverName: '_' })).toThrow(/PORTAL_URL/);
  });
});
