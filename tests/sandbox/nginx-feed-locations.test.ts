import { describe, expect, it } from 'vitest';
import { FEED_PATHS } from '../../deploy/feed-locations';
import { type NginxSite, renderNginxSiteFor } from '../../deploy/nginx-site';
import {
  conferenceCalendarPath,
  NEWS_FEED_PATH,
  UPCOMING_CONFERENCES_PATH,
} from '@/domain/feeds/feed-addresses';
import { isFeedPath } from '@/server/feeds/feed-document';

const SITE: Omit<NginxSite, 'root' | 'config'> = {
  listen: '8080',
  serverName: 'portal.example.org',
  includes: [],
  brotli: false,
  systems: [{ prefix: '/cms/', url: 'https://cms.internal.example.org' }],
  sitemap: 'https://cms.internal.example.org/sitemap.xml',
};
const PAGES = {
  renderers: ['127.0.0.1:3001'],
  cachePath: '/var/cache/nginx/necs-pages',
  freshSeconds: 60,
  refreshSecret: 's3cret',
};

function feedBlock(conf: string): string {
  const start = conf.indexOf(`location ~ ${FEED_PATHS} {`);
  expect(start).toBeGreaterThan(-1);
  return conf.slice(start, conf.indexOf('\n    }', start));
}

describe('deploy/nginx.conf: the feeds and calendars', () => {
  it('routes exactly the renderer’s feed addresses, nothing of a proxied system or another page', () => {
    const nginxRegex = new RegExp(FEED_PATHS);
    for (const path of [
      NEWS_FEED_PATH,
      UPCOMING_CONFERENCES_PATH,
      conferenceCalendarPath(205),
      '/conferences/2027-lisbon',
      '/conferences/2027-lisbon.ics',
      '/conferences/0.ics',
      '/conferences/205.ics/x',
      '/cms/rss.xml',
      '/cms/sites/default/files/a.ics',
      '/rss.xml.ics',
      '/news/rss.xml',
    ]) {
      expect([path, nginxRegex.test(path)]).toEqual([path, isFeedPath(path)]);
    }
  });

  it('sends them to the renderers through the page cache, the same for everyone, stale when they are down', () => {
    const block = feedBlock(renderNginxSiteFor('public', { ...SITE, pages: PAGES }));
    for (const line of [
      'proxy_pass http://necs_renderers;',
      'proxy_set_header Cookie "";',
      'proxy_hide_header Set-Cookie;',
      'proxy_cache necs_pages;',
      'proxy_cache_valid 200 404 60s;',
      'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
      'proxy_cache_background_update on;',
      'proxy_cache_lock on;',
      'proxy_cache_bypass $necs_refresh;',
      'error_page 502 504 = @feed_unavailable;',
      'add_header Content-Security-Policy',
    ])
      expect(block).toContain(line);
    // A session changes nothing in a feed: it neither bypasses the cache nor keeps an answer out of it.
    expect(block).not.toContain('$necs_session');
  });

  it('files a feed under its path alone: a query string the feed does not read makes no render of its own', () => {
    const block = feedBlock(renderNginxSiteFor('public', { ...SITE, pages: PAGES }));
    expect(block).toContain('proxy_cache_key $scheme$host$uri;');
    expect(block).not.toContain('$request_uri');
  });

  it('without renderers, answers 404 instead of the app', () => {
    const block = feedBlock(renderNginxSiteFor('public', SITE));
    expect(block).toContain('return 404');
    expect(block).not.toContain('proxy_pass');
  });
});
