import { describe, expect, it } from 'vitest';
import { renderNginxSiteFor } from '../../deploy/nginx-site';
import { PAGES, SITE } from './nginx-site-fixture';

/** The body of `location <name> { … }` in the rendered site. */
function locationBody(conf: string, name: string): string {
  const start = conf.indexOf(`location ${name} {`);
  expect(start, `no location ${name}`).toBeGreaterThan(-1);
  return conf.slice(start, conf.indexOf('\n    }', start));
}

describe('deploy/nginx.conf: the field data (docs/privacy.md)', () => {
  const conf = renderNginxSiteFor('public', { ...SITE, pages: PAGES });
  const block = locationBody(conf, '= /field-data');

  it('sends the reports to the renderers, rate-limited in a zone of their own, 2 kB at most', () => {
    expect(conf).toContain('limit_req_zone $binary_remote_addr zone=necs_field_data:1m rate=2r/s;');
    for (const line of [
      'proxy_pass http://necs_renderers;',
      'limit_req zone=necs_field_data burst=20 nodelay;',
      'limit_req_status 429;',
      'client_max_body_size 2k;',
    ])
      expect(block).toContain(line);
    // Not the pages' allowance, and not their cache: a report is neither a render nor a page.
    expect(block).not.toMatch(/necs_renders|proxy_cache /);
  });

  it('keeps nothing of the reader and sends nothing of them on', () => {
    for (const line of [
      'access_log off;',
      'proxy_set_header Cookie "";',
      'proxy_set_header X-Forwarded-For "";',
      'proxy_set_header X-Real-IP "";',
      'proxy_set_header X-Request-Id "";',
      'proxy_set_header User-Agent "";',
      'proxy_set_header Referer "";',
    ])
      expect(block).toContain(line);
    expect(block).not.toMatch(/\$remote_addr|\$proxy_add_x_forwarded_for|\$http_cookie|\$request_id/);
    expect(locationBody(conf, '@field_data_lost')).toMatch(/access_log off;\s+return 204;/);
  });

  it('answers 204 itself without renderers, so a sampled browser meets no error', () => {
    const withoutRenderers = renderNginxSiteFor('public', SITE);
    expect(locationBody(withoutRenderers, '= /field-data')).toMatch(/access_log off;[\s\S]*return 204;/);
    expect(withoutRenderers).not.toContain('zone=necs_field_data');
  });
});
