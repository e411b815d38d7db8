import { FEED_MEDIA_TYPES } from '../src/server/feeds/feed-media-types';
import { REQUEST_ID_TO_RENDERERS } from './access-log';
import { type PageRenderers, renderLimit } from './page-locations';

/**
 * The addresses of the news feed and the conference calendars (src/domain/feeds/feed-addresses.ts; a test holds
 * the two together), as one anchored regex location: it can match no proxied system's path (/cms/…) nor any
 * other path of the app. No braces (`{1,10}`), which nginx would take for the block's.
 */
export const FEED_PATHS = '^/(rss\\.xml|conferences\\.ics|conferences/[1-9][0-9]*\\.ics)$';

/**
 * Feeds and calendar files: drawn by the renderers through the page cache, the same for every reader (no cookie
 * goes up, none comes back, a session does not bypass the cache), for the pages' freshness; stale while one
 * request refreshes them, or while the renderers are down. Without renderers there is nothing to draw them: 404,
 * rather than the app's HTML under an address that promises a feed.
 */
export function feedLocations(pages: PageRenderers | undefined, securityHeaders: readonly string[]): string {
  const headers = securityHeaders.map((line) => `    ${line}`);
  if (!pages)
    return block(`~ ${FEED_PATHS}`, [
      ...headers,
      '    default_type text/plain;',
      '    return 404 "Feeds are drawn by the first-screen renderer (docs/deploy.md, section 7).\\n";',
    ]);
  return [
    block(`~ ${FEED_PATHS}`, [
      ...headers,
      // The address as nginx matched it ($uri: decoded, `..` resolved, slashes merged) is both what the renderer
      // draws and the cache's key, so no spelling of a feed's address (`/conferences/212%2Eics`, `//rss.xml`)
      // can have something else drawn under that key. A feed takes no query (feed-document.ts reads the path),
      // so a query string added to it is no new render and no new entry. Feed paths are plain characters only
      // (FEED_PATHS), so the decoded $uri is safe to send as it is.
      '    proxy_pass http://necs_renderers$uri;',
      '    proxy_http_version 1.1;',
      '    proxy_set_header Connection "";',
      '    proxy_set_header Host $host;',
      '    proxy_set_header X-Forwarded-Proto $scheme;',
      ...REQUEST_ID_TO_RENDERERS,
      '    proxy_set_header X-Necs-Refresh "";',
      '    proxy_set_header Cookie "";',
      '    proxy_hide_header Set-Cookie;',
      // The rest of the request is the same for everyone too, as for pages (page-locations.ts).
      '    proxy_set_header Accept "*/*";',
      '    proxy_set_header Accept-Language "";',
      // One gzipped copy in the cache, unpacked here for a client that takes no gzip (as drawn pages).
      '    proxy_set_header Accept-Encoding "gzip";',
      '    gunzip on;',
      '    proxy_cache necs_pages;',
      '    proxy_cache_key $scheme$host$uri;',
      '    proxy_ignore_headers Cache-Control Expires Vary Set-Cookie;',
      '    proxy_hide_header Vary;',
      `    proxy_cache_valid 200 404 ${pages.freshSeconds}s;`,
      // Kept only when it is a feed's own answer: not one for one reader or for no cache, not another type.
      '    proxy_no_cache $necs_not_for_caches $necs_not_a_feed;',
      '    proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
      '    proxy_cache_background_update on;',
      '    proxy_cache_lock on;',
      '    proxy_cache_lock_timeout 5s;',
      // Drupal's refresh on save (X-Necs-Refresh) draws a feed afresh too.
      '    proxy_cache_bypass $necs_refresh;',
      // A calendar per conference is an address per number: each one not yet in the cache is a render, from
      // the same allowance as pages. An unknown conference's 404 is kept like a feed, one render a period.
      ...renderLimit(pages),
      '    add_header X-Cache-Status $upstream_cache_status always;',
      '    proxy_connect_timeout 1s;',
      '    proxy_read_timeout 5s;',
      '    proxy_intercept_errors on;',
      '    error_page 502 504 = @feed_unavailable;',
    ]),
    block('@feed_unavailable', [
      ...headers,
      '    add_header Cache-Control "no-cache" always;',
      '    add_header Retry-After "30" always;',
      '    default_type text/plain;',
      '    return 503 "The feed is not available just now. Please try again shortly.\\n";',
    ]),
  ].join('\n');
}

/** Beside the server block: which answers are a feed's own, by their type (src/server/feeds/feed-media-types.ts). */
export function feedHttpContext(): string {
  const kept = Object.values(FEED_MEDIA_TYPES).map((type) => type.split(';')[0]!.replace(/[+.]/g, '\\$&'));
  return [
    'map $upstream_http_content_type $necs_not_a_feed {',
    '    default 1;',
    `    "~*^(${kept.join('|')})(;|$)" 0;`,
    '}',
  ].join('\n');
}

const block = (name: string, body: readonly string[]) => [`location ${name} {`, ...body, '}'].join('\n');
