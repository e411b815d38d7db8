import { describe, expect, it } from 'vitest';
import { FEED_PATHS } from '../../deploy/feed-locations';
import { renderNginxSiteFor } from '../../deploy/nginx-site';
import { PAGES, SITE } from './nginx-site-fixture';
import {
  conferenceCalendarPath,
  NEWS_FEED_PATH,
  UPCOMING_CONFERENCES_PATH,
} from '@/domain/feeds/feed-addresses';
import { isFeedPath } from '@/server/feeds/feed-document';

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
      'proxy_pass http://necs_renderers$uri;',
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

  it('draws exactly the address it files the answer under, so no spelling of a feed’s address puts another there', () => {
    const block = feedBlock(renderNginxSiteFor('public', { ...SITE, pages: PAGES }));
    const drawn = /proxy_pass http:\/\/necs_renderers(\S*);/.exec(block)?.[1];
    const key = /proxy_cache_key \$scheme\$host(\S*);/.exec(block)?.[1];
    expect(drawn).toBe('$uri');
    expect(key).toBe(drawn);
  });

  it('keeps only a feed’s own answer: not one marked private or no-store, not one of another type', () => {
    const conf = renderNginxSiteFor('public', { ...SITE, pages: PAGES });
    expect(feedBlock(conf)).toContain('proxy_no_cache $necs_not_for_caches $necs_not_a_feed;');
    const feedTypes =
      /map \$upstream_http_content_type \$necs_not_a_feed \{\n {4}default 1;\n {4}"~\*\^\((.*)\)\(;\|\$\)" 0;/.exec(
        conf,
      )?.[1];
    expect(feedTypes?.split('|').sort()).toEqual(['application/rss\\+xml', 'text/calendar', 'text/plain']);
  });

  it('draws from the same allowance of renders per client as pages: an address per conference is no way around it', () => {
    const conf = renderNginxSiteFor('public', { ...SITE, pages: PAGES });
    expect(feedBlock(conf)).toContain('limit_req zone=necs_renders burst=100 nodelay;');
    expect(feedBlock(conf)).toContain('limit_req_status 429;');
  });

  it('without renderers, answers 404 instead of the app', () => {
    const block = feedBlock(renderNginxSiteFor('public', SITE));
    expect(block).toContain('return 404');
    expect(block).not.toContain('proxy_pass');
  });
});
