import { REDACTED } from '../src/server/observability/redacted';

/** Where nginx writes the portal's access log unless ACCESS_LOG says otherwise (render-nginx-conf.ts). */
export const DEFAULT_ACCESS_LOG = '/var/log/nginx/necs-portal.access.log';
/** The portal's server writes no error line unless ERROR_LOG names a file (errorLogDirective says why). */
export const DEFAULT_ERROR_LOG = 'off';

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
    // nginx begins each request's trace (W3C trace context): its request id is the trace id, so one id finds
    // a request in the access log, the renderer's log and the traces; the parent span is nginx's own (the id's
    // last 16 hex digits, never exported), and nginx, not the client, says it is sampled.
    'map $request_id $necs_traceparent {',
    '    "~(?<necs_trace_span>[0-9a-f]{16})$" "00-$request_id-$necs_trace_span-01";',
    '}',
    '',
    `log_format necs_json escape=json '{${line}}';`,
  ].join('\n');
}

/** The server block's access_log: the file given, in the format above, or none for `off`. */
export const accessLogDirective = (file: string): string =>
  file === 'off' ? 'access_log off;' : `access_log ${file} necs_json;`;

/**
 * The server block's error_log: none by default. nginx writes the client's address and the whole request line,
 * query string included, into every line about a request or a connection, at every level, and 1.22 cannot format
 * it. `crit` is no refuge: a renderer gone from its Unix socket (connect() ENOENT), a full disk under the page
 * cache and some TLS handshakes are `crit` lines about a reader, and even `emerg` has one (a request's malloc).
 * So this server's lines, the connections' on its port included, go to /dev/null; their statuses are in the
 * access log without the reader (`status`, `upstream_status`), their causes in the renderers' own logs, and
 * nginx's own trouble (start, reload, a worker that died) in its main error log, which names no request.
 * A file (ERROR_LOG) is for an investigation, from `crit`: its lines name readers, and it is never left on.
 */
export const errorLogDirective = (file: string): string =>
  file === 'off' ? 'error_log /dev/null emerg;' : `error_log ${file} crit;`;

/**
 * Every answer names its request (`$request_id`, as in the log line), whoever answered it: added with the
 * security headers wherever they are, errors included.
 */
export const REQUEST_ID_HEADER = 'add_header X-Request-Id $request_id always;';

/**
 * For a location that proxies to the renderers: they log the request under nginx's id; nginx's header above
 * replaces theirs in the answer, so a cached page never carries the id of the request that drew it. And they
 * continue nginx's trace ($necs_traceparent), never one a client sent: a client's `traceparent` would choose the
 * trace id and whether it is sampled, and its `tracestate` go on to Drupal.
 */
export const REQUEST_ID_TO_RENDERERS = [
  '    proxy_set_header X-Request-Id $request_id;',
  '    proxy_hide_header X-Request-Id;',
  '    proxy_set_header traceparent $necs_traceparent;',
  '    proxy_set_header tracestate "";',
];
