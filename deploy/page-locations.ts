import { DRUPAL_SESSION_COOKIE } from '../src/server/drupal-session-cookie';
import { REQUEST_ID_TO_RENDERERS } from './access-log';

/**
 * The first-screen renderers (`npm run serve`) behind nginx, and the cache of the pages they draw.
 * A stateless renderer per line of `renderers`: nginx spreads the load and skips one that is down.
 */
export interface PageRenderers {
  /** `host:port` of each renderer. */
  renderers: readonly string[];
  /** Where nginx keeps drawn pages (its user must own it): `/var/cache/nginx/necs-pages`. */
  cachePath: string;
  /** How long a drawn page is served without asking the renderer again. */
  freshSeconds: number;
  /**
   * A request carrying this value in `X-Necs-Refresh` is drawn afresh into the cache (Drupal calls it on save,
   * so an edit shows at once); null for none. A replaced entry, not an emptied one: no visitor waits for it.
   */
  refreshSecret: string | null;
  /**
   * Page requests a second one client address may send on average (DEFAULT_RENDERS_PER_SECOND unless given);
   * past that and a burst of BURST_SECONDS' worth, 429. Every distinct query string is a render of its own.
   */
  rendersPerSecond?: number;
}

/** A reader opens a page every few seconds at most; a crawler that keeps to this is welcome. */
export const DEFAULT_RENDERS_PER_SECOND = 5;
/** The burst, in seconds of the rate: a reader opening many tabs, or a test suite, never meets the limit. */
const BURST_SECONDS = 20;
const renderRate = (pages: PageRenderers) => pages.rendersPerSecond ?? DEFAULT_RENDERS_PER_SECOND;

/** The languages the portal speaks (src/application/preferences/preferences.ts), English the default. */
const LANGUAGES = ['de', 'en', 'fr', 'es'] as const;

/**
 * The reader's language as the renderer draws it (src/server/reader-language.ts): the language cookie the
 * browser repeats from the reader's choice (src/ui/i18n/language-cookie.ts), else the first language of
 * Accept-Language the portal speaks, else English. It files the page in the cache, and the renderer is told
 * it (`X-Necs-Language`), so a cached copy is always in its key's language.
 */
function languageMaps(appName: string): string[] {
  const cookie = `$cookie_${appName.replace(/\W/g, '_')}_language`;
  const offered = LANGUAGES.join('|');
  return [
    'map $http_accept_language $necs_accepted_language {',
    '    default en;',
    // The leftmost range whose primary tag the portal speaks: browsers list their languages most wanted first.
    // Not one the reader refused (`de;q=0`: "not acceptable"), whatever its subtag or the spelling of the zero.
    `    "~(?:^|,)\\s*(?<accepted>${offered})(?:-[\\w-]*)?\\s*(?:;(?!\\s*[qQ]=0(?:\\.0*)?\\s*(?:,|$))|,|$)" $accepted;`,
    '}',
    '',
    `map ${cookie} $necs_language {`,
    '    default $necs_accepted_language;',
    ...LANGUAGES.map((language) => `    ${language} ${language};`),
    '}',
  ];
}

/** What goes beside the server block, in nginx's http context. */
export function pageHttpContext(
  pages: PageRenderers | undefined,
  safe: (value: string) => string,
  appName = 'necs',
): string {
  if (!pages) return '# (no renderers: every page is the app, drawn in the browser)';
  if (pages.renderers.length === 0 || !Number.isInteger(pages.freshSeconds) || pages.freshSeconds < 1)
    throw new Error('renderers need at least one host:port and a freshness of one second or more');
  const rate = renderRate(pages);
  if (!Number.isInteger(rate) || rate < 1)
    throw new Error('rendersPerSecond must be a whole number, 1 or more');
  const secret = pages.refreshSecret === null ? [] : [refreshSecretKey(pages.refreshSecret)];
  return [
    `proxy_cache_path ${safe(pages.cachePath)} levels=1:2 keys_zone=necs_pages:10m max_size=256m inactive=1d use_temp_path=off;`,
    '',
    'upstream necs_renderers {',
    // None is ever left out (max_fails=0): a request that meets a renderer restarting or stopping (drain.ts) is
    // refused or reset at once and goes to the other (proxy_next_upstream, below). Left out for a failure, one
    // restarting renderer was marked down again at each try until it was back, and a single slow answer of the
    // other then left nginx none: 1,096 pages answered with the app in 12 restarts under 50 readers.
    ...pages.renderers.map((server) => `    server ${safe(server)} max_fails=0;`),
    '    keepalive 16;',
    '}',
    '',
    `limit_req_zone $binary_remote_addr zone=necs_renders:10m rate=${rate}r/s;`,
    '',
    // src/server/drupal-session-cookie.ts: the service's own test of a session, so the two cannot disagree.
    'map $http_cookie $necs_session {',
    '    default 0;',
    `    "~${DRUPAL_SESSION_COOKIE.replace(/\\/g, '\\\\')}" 1;`,
    '}',
    '',
    // What goes up to the renderer as Cookie: nothing but a session's (the language is X-Necs-Language).
    'map $necs_session $necs_session_cookie {',
    '    default "";',
    '    1 $http_cookie;',
    '}',
    '',
    // An answer for one reader, or one that asks to be kept nowhere, is never stored, whatever the request.
    'map $upstream_http_cache_control $necs_not_for_caches {',
    '    default 0;',
    '    "~*(^|[,\\s])(private|no-store)([,=\\s]|$)" 1;',
    '}',
    '',
    'map $http_x_necs_refresh $necs_refresh {',
    '    default 0;',
    ...secret,
    '}',
    '',
    ...languageMaps(safe(appName)),
  ].join('\n');
}

/**
 * What a refresh secret may be: 32 to 128 of `A-Z a-z 0-9 _ -`, which `openssl rand -hex 16` to `-hex 64` and
 * base64url write. Letters of a regex that need no escaping, and no case folded: the secret is compared exactly.
 */
export const REFRESH_SECRET = /^[A-Za-z0-9_-]{32,128}$/;

/**
 * The secret as a key of `map $http_x_necs_refresh`: a regex key, anchored at both ends, because nginx files an
 * exact key in a hash whose buckets (map_hash_bucket_size, 64 on Debian's 1.22) refuse a 48-character key at
 * start (`could not build map_hash`), and matches exact keys without regard to case. A regex key is tried in
 * order, not hashed, and `~` (unlike `~*`) keeps case; the format above leaves nothing in it to escape.
 */
export function refreshSecretKey(secret: string): string {
  if (!REFRESH_SECRET.test(secret))
    throw new Error(
      // Never the secret itself: this message reaches logs.
      `REFRESH_SECRET must be 32 to 128 characters of A-Z a-z 0-9 _ - (openssl rand -hex 24 makes one); the one given has ${secret.length}${/[^\w-]/.test(secret) ? ', some of them others' : ''}`,
    );
  return `    "~^${secret}$" 1;`;
}

/** The app's paths: to the renderers through the cache, or the app itself when there are none. */
export function pageLocations(pages: PageRenderers | undefined, securityHeaders: readonly string[]): string {
  const headers = securityHeaders.map((line) => `    ${line}`);
  if (!pages)
    return block('/', [...headers, '    add_header Cache-Control "no-cache";', `    ${APP_PATH_FALLBACK}`]);
  return [
    block('/', [`    ${appPathFallback(pages)}`]),
    block('@page', [
      ...headers,
      '    proxy_pass http://necs_renderers;',
      '    proxy_http_version 1.1;',
      '    proxy_set_header Connection "";',
      '    proxy_set_header Host $host;',
      '    proxy_set_header X-Forwarded-Proto $scheme;',
      // The secret chooses a fresh render here; the renderer has no use for it.
      ...REQUEST_ID_TO_RENDERERS,
      '    proxy_set_header X-Necs-Refresh "";',
      // The language the page is filed under, whatever the client sent in this header.
      '    proxy_set_header X-Necs-Language $necs_language;',
      // The rest of the request is fixed too, so what the renderer draws, and the cache keeps, is the same
      // whoever asked, the background refresh of a stale page included (it goes out with these headers): the
      // service answers the app's empty shell to an Accept without HTML or to a session cookie, and a
      // stranger's odd Accept or look-alike cookie would otherwise put that shell in every visitor's place.
      '    proxy_set_header Accept "text/html";',
      '    proxy_set_header Accept-Language "";',
      '    proxy_set_header Cookie $necs_session_cookie;',
      // Always gzipped from the renderer, so the cache keeps each page compressed once: a HIT is a file sent
      // as it is, not a page compressed again for every visitor (gzip on the fly held a cached page to about
      // half the answers a second, npm run bench). A client that takes no gzip has it unpacked here.
      '    proxy_set_header Accept-Encoding "gzip";',
      '    gunzip on;',
      '    proxy_cache necs_pages;',
      // The session cookie is not in the key: a request with a session never reaches the cache at all. The
      // reader's language is: one copy of a page per language.
      '    proxy_cache_key $scheme$host$request_uri|$necs_language;',
      // The renderer's Cache-Control is for browsers and CDNs (max-age=0, s-maxage); this cache has its own
      // freshness, but stores nothing marked private or no-store ($necs_not_for_caches, below).
      // Its Vary would keep a copy per Accept-Encoding a browser sends, but every request above asks for gzip,
      // so one copy serves all; and nginx says Vary: Accept-Encoding itself (gzip_vary, with gunzip on).
      '    proxy_ignore_headers Cache-Control Expires Vary;',
      '    proxy_hide_header Vary;',
      `    proxy_cache_valid 200 404 ${pages.freshSeconds}s;`,
      '    proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
      '    proxy_cache_background_update on;',
      '    proxy_cache_lock on;',
      '    proxy_cache_lock_timeout 5s;',
      '    proxy_cache_bypass $necs_session $necs_refresh;',
      '    proxy_no_cache $necs_session $necs_not_for_caches;',
      // Each query string is a page of its own to the cache ($request_uri), so each is a render: a client
      // gets a generous burst of them, then 429 (docs/deploy.md, section 7).
      ...renderLimit(pages),
      '    add_header X-Cache-Status $upstream_cache_status always;',
      // For caches beyond this one (the renderer's own Vary is hidden above, for the reason given there).
      '    add_header Vary "Accept-Language, Cookie";',
      // A renderer that is down or over its limit costs the visitor the first screen, never the site.
      '    proxy_connect_timeout 1s;',
      '    proxy_read_timeout 5s;',
      // A refused or reset connection, or a stopping renderer's 502, is the other renderer's to answer: a
      // page, not the app, while one restarts. Once, so a page nobody can draw costs two tries, not all.
      '    proxy_next_upstream error timeout http_502;',
      '    proxy_next_upstream_tries 2;',
      '    proxy_intercept_errors on;',
      '    error_page 502 504 = @app;',
    ]),
    block('@app', [
      ...headers,
      '    add_header Cache-Control "no-cache";',
      '    try_files /index.html =404;',
    ]),
  ].join('\n');
}

/**
 * One client's renders, pages and feeds alike, from one allowance: a generous burst, then 429. Every distinct
 * address the cache has not seen is a render, and each is a Drupal call.
 */
export const renderLimit = (pages: PageRenderers): string[] => [
  `    limit_req zone=necs_renders burst=${BURST_SECONDS * renderRate(pages)} nodelay;`,
  '    limit_req_status 429;',
];

/** How a path of the app that is no file is answered. */
const appPathFallback = (pages: PageRenderers | undefined) =>
  pages ? 'try_files $uri @page;' : APP_PATH_FALLBACK;

/** The same for a path that is a proxied prefix without its slash (the app's `/membership`, not SEWOBE's). */
export const prefixPathFallback = (pages: PageRenderers | undefined) =>
  pages ? 'try_files $uri @page;' : 'try_files /_pages$uri/index.html /index.html;';

/** Prerendered pages, when a build step writes them to dist/_pages/<path>/index.html, else the app. */
const APP_PATH_FALLBACK = 'try_files $uri /_pages$uri/index.html /index.html;';

const block = (name: string, body: readonly string[]) => [`location ${name} {`, ...body, '}'].join('\n');
