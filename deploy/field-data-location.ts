import { FIELD_DATA_PATH } from '../src/infrastructure/field-data/field-data-wire';
import type { PageRenderers } from './page-locations';

/**
 * Beacons one client address may send a second on average, and the burst: a page sends three or four when it is
 * hidden (LCP, INP, CLS, and maybe an error), so a reader moving quickly between tabs stays under it, and a
 * script posting forged reports is held to a trickle. Its own zone: reports never eat into the renders' allowance.
 */
const REPORTS_PER_SECOND = 2;
const REPORTS_BURST = 20;

/** Beside the server block: the reports' rate limit (the zone holds addresses in memory only, never on disk). */
export const fieldDataHttpContext = (pages: PageRenderers | undefined): string =>
  pages
    ? `limit_req_zone $binary_remote_addr zone=necs_field_data:1m rate=${REPORTS_PER_SECOND}r/s;`
    : '# (no renderers: field data is answered 204 and counted nowhere)';

/**
 * `POST /field-data` (docs/privacy.md): a sampled visit's Web Vitals and errors, to the renderers that count
 * them. Nothing of the reader goes with it or stays here: no access log line (it would hold the address), no
 * cookie, no forwarded address, no request id, no user agent or referrer; a body of 2 kB at most. A renderer
 * that is down loses the report, and the browser still gets 204 rather than an error in its console.
 */
export function fieldDataLocation(pages: PageRenderers | undefined): string {
  const common = ['    access_log off;', '    client_max_body_size 2k;'];
  if (!pages) return block([...common, '    return 204;']);
  return [
    block([
      ...common,
      `    limit_req zone=necs_field_data burst=${REPORTS_BURST} nodelay;`,
      '    limit_req_status 429;',
      '    proxy_pass http://necs_renderers;',
      '    proxy_http_version 1.1;',
      '    proxy_set_header Connection "";',
      '    proxy_set_header Host $host;',
      '    proxy_set_header Cookie "";',
      '    proxy_set_header X-Forwarded-For "";',
      '    proxy_set_header X-Real-IP "";',
      '    proxy_set_header X-Request-Id "";',
      '    proxy_set_header User-Agent "";',
      '    proxy_set_header Referer "";',
      '    proxy_set_header X-Necs-Refresh "";',
      '    proxy_hide_header Set-Cookie;',
      // The renderer names the report by an id of its own (none went up); the answer carries nginx's, once.
      '    proxy_hide_header X-Request-Id;',
      '    proxy_connect_timeout 1s;',
      '    proxy_read_timeout 5s;',
      '    proxy_intercept_errors on;',
      '    error_page 502 504 = @field_data_lost;',
    ]),
    `location @field_data_lost {\n    access_log off;\n    return 204;\n}`,
  ].join('\n');
}

const block = (body: readonly string[]) => [`location = ${FIELD_DATA_PATH} {`, ...body, '}'].join('\n');
