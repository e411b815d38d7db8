import { REDACTED } from '../src/server/observability/redacted';

/** Where nginx writes the portal's access log unless ACCESS_LOG says otherwise (render-nginx-conf.ts). */
export const DEFAULT_ACCESS_LOG = '/var/log/nginx/necs-portal.access.log';
/** Where nginx writes the portal's server's errors unless ERROR_LOG says otherwise. */
export const DEFAULT_ERROR_LOG = '/var/log/nginx/necs-portal.error.log';

/**
 * The fields of an access log line, as JSON (`escape=json`): when, which request (`$request_id`, the id the
 * renderer logs it under too), what was asked, what came of it, how long it took here and at the renderer,
 * the renderer's or system's status (`upstream_status`: a 502 or 504 the app was answered in place of), the page
 * cache's part (HIT, MISS, STALE…) and the bytes sent. `path` is the path as the client asked it, without the
 * query: a query string can carry a login link's token or an e-mail address, and nginx cannot redact a parameter
 * (the renderer's line has the query, redacted); a path with an e-mail address in a segment (`/user/a@b.org`,
 * raw or `%40`) is cut there, `/user/[redacted]`. Not `$uri`, which try_files rewrites to /index.html whenever
 * the app is answered, in a renderer outage too. No client address: nothing here needs to know who asked.
 */
const FIELDS: Readonly<Record<string, string>> = {
  time: '"$time_iso8601"',
  request_id: '"$request_id"',
  method: '"$request_method"',
  path: '"$necs_path"',
  status: '$status',
  request_time: '$request_time',
  upstream_response_time: '"$upstream_response_time"',
  upstream_status: '"$upstream_status"',
  cache: '"$upstream_cache_status"',
  bytes: '$body_bytes_sent',
};

/** Beside the server block, in nginx's http context: the path without its query, and the line's format. */
export function accessLogHttpContext(): string {
  const line = Object.entries(FIELDS)
    .map(([name, value]) => `"${name}":${value}`)
    .join(',');
  return [
    'map $request_uri $necs_path {',
    // Tried in order: a path with an e-mail address first, kept up to the segment that holds it.
    `    "~*^(?<necs_path_kept>[^?]*?/)[^/?]*(@|%40)" "\${necs_path_kept}${REDACTED}";`,
    '    "~^(?<necs_asked_path>[^?]*)" $necs_asked_path;',
    '}',
    '',
    `log_format necs_json escape=json '{${line}}';`,
  ].join('\n');
}

/** The server block's access_log: the file given, in the format above, or none for `off`. */
export const accessLogDirective = (file: string): string =>
  file === 'off' ? 'access_log off;' : `access_log ${file} necs_json;`;

/**
 * The server block's error_log, at `crit`: nginx writes the client's address and the whole request line, query
 * string included, into every line about a request, and cannot leave them out. At `error` and below that is
 * every 429 of the render limit, every 413, every renderer or system that failed to answer, every missing file.
 * Those are in the access log without the reader (`status`, `upstream_status`) and in the renderers' own logs;
 * what remains here is nginx's own trouble (a file it may not open, a worker that died).
 */
export const errorLogDirective = (file: string): string => `error_log ${file} crit;`;

/**
 * Every answer names its request (`$request_id`, as in the log line), whoever answered it: added with the
 * security headers wherever they are, errors included.
 */
export const REQUEST_ID_HEADER = 'add_header X-Request-Id $request_id always;';

/**
 * For a location that proxies to the renderers: they log the request under nginx's id; nginx's header above
 * replaces theirs in the answer, so a cached page never carries the id of the request that drew it.
 */
export const REQUEST_ID_TO_RENDERERS = [
  '    proxy_set_header X-Request-Id $request_id;',
  '    proxy_hide_header X-Request-Id;',
];
