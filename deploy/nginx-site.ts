import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PageRenderers, pageHttpContext, pageLocations, prefixPathFallback } from './page-locations';
import { robotsTxt } from './robots-txt';
import { webManifest } from './web-manifest';
import {
  accessLogDirective,
  accessLogHttpContext,
  DEFAULT_ACCESS_LOG,
  DEFAULT_ERROR_LOG,
  errorLogDirective,
  REQUEST_ID_HEADER,
} from './access-log';
import { feedHttpContext, feedLocations } from './feed-locations';
import { fieldDataHttpContext, fieldDataLocation } from './field-data-location';
import {
  AT_LOGOUT,
  drupalLogoutPath,
  readServedConfig,
  type ServedConfig,
  securityHeadersFor,
} from './security-policy';

/** One remote system reached through the portal's origin: `/cms/x` on the portal is `{url}x` upstream. */
export interface ProxiedSystem {
  /** The portal's path prefix, with both slashes: `/cms/`. */
  prefix: string;
  /** Where that prefix goes: `https://cms.internal.example.org/`. */
  url: string;
}

export interface NginxSite {
  listen: string;
  serverName: string;
  /** The absolute path of the built dist/. */
  root: string;
  systems: readonly ProxiedSystem[];
  /** Drupal's sitemap as nginx reaches it, answering the portal's /sitemap.xml: `https://cms.internal…/sitemap.xml`. */
  sitemap: string;
  /**
   * The portal's public origin (`https://portal.example.org`), for the sitemap's absolute URL in robots.txt. Without
   * it, each request's scheme and host, which are wrong behind a TLS proxy or on a port of its own.
   */
  portalUrl?: string;
  /** Files included in the server block: TLS certificates (`listen 443 ssl` needs them), logging, limits. */
  includes: readonly string[];
  /** Only when nginx has ngx_http_brotli_static_module loaded (Debian: libnginx-mod-http-brotli-static). */
  brotli: boolean;
  /** The served config.json's base URLs, for the Content-Security-Policy. */
  config: ServedConfig;
  /** First-screen renderers and their page cache; without them every page is the app, drawn in the browser. */
  pages?: PageRenderers;
  /** Strict-Transport-Security on every answer; on unless turned off (security-policy.ts says when). */
  strictTransport?: boolean;
  /** The access log's file (JSON lines, access-log.ts), or `off`; DEFAULT_ACCESS_LOG unless given. */
  accessLog?: string;
  /** The server's error log: `off` (DEFAULT_ERROR_LOG, access-log.ts says why), or a file for an investigation. */
  errorLog?: string;
}

/**
 * A remote system's answer to a request carrying a cookie or credentials depends on whose they are (a user's
 * e-mail address, a CSRF token, a session id), so no cache on the way may keep it: `no-store`, when the system
 * said nothing of caching itself (what it said, it knows best). Otherwise empty, and `add_header` adds nothing.
 */
const SESSION_ANSWER_MAPS = [
  'map "$http_cookie$http_authorization" $necs_with_credentials {',
  '    default 1;',
  '    "" 0;',
  '}',
  '',
  'map "$necs_with_credentials|$upstream_http_cache_control" $necs_proxied_cache_control {',
  '    default "";',
  '    "1|" "no-store";',
  '}',
  '',
];

/**
 * Drupal's logout answer empties the browser's cache of the origin (security-policy.ts, AT_LOGOUT); every
 * other answer gets no such header (an empty value adds none). Only when Drupal is proxied under the portal's
 * origin: a Drupal on an origin of its own answers its logout there, and the portal's cache never held its answers.
 */
function logoutMap(site: NginxSite): string[] {
  const cms = site.systems.find(({ prefix }) => prefix === withSlash(site.config.cmsUrl ?? '/cms/'));
  return [
    'map $uri $necs_at_logout {',
    '    default "";',
    ...(cms ? [`    ${safe(drupalLogoutPath(cms.prefix))} '${AT_LOGOUT['Clear-Site-Data']}';`] : []),
    '}',
    '',
  ];
}

/** Uploads to the content system go up to 32 MB (the attachment policy), multipart overhead included. */
const MAX_UPLOAD = '40m';

/** Fills deploy/nginx.conf's placeholders; refuses values that could break out of an nginx directive. */
export function renderNginxSite(template: string, site: NginxSite): string {
  const headers = [...securityHeaderLines(site.config, site.strictTransport ?? true), REQUEST_ID_HEADER];
  const hidden = Object.keys(securityHeadersFor(site.config)).map((name) => `proxy_hide_header ${name};`);
  const forwardedHost = portalHost(site);
  const values: Record<string, string> = {
    LISTEN: listenDirectives(safe(site.listen)),
    SERVER_NAME: safe(site.serverName),
    ACCESS_LOG: accessLogDirective(safe(site.accessLog ?? DEFAULT_ACCESS_LOG)),
    ERROR_LOG: errorLogDirective(safe(site.errorLog ?? DEFAULT_ERROR_LOG)),
    ROOT: safe(site.root),
    BROTLI_STATIC: site.brotli
      ? 'brotli_static on;'
      : '# brotli_static: this nginx has no ngx_http_brotli_static_module; gzip_static only.',
    SERVER_INCLUDES: site.includes.length
      ? site.includes.map((file) => `include ${safe(file)};`).join('\n')
      : '# (no files included: TLS, if any, ends in front of this server)',
    SECURITY_HEADERS: headers.join('\n'),
    PROXY_LOCATIONS: site.systems
      .map((system) => proxyLocation(system, { headers, hidden, forwardedHost }, site.pages))
      .join('\n\n'),
    HTTP_CONTEXT: [
      accessLogHttpContext(),
      '',
      ...SESSION_ANSWER_MAPS,
      ...logoutMap(site),
      pageHttpContext(site.pages, safe, site.config.appName),
      ...(site.pages ? ['', feedHttpContext()] : []),
      '',
      fieldDataHttpContext(site.pages),
    ].join('\n'),
    HIDE_SYSTEM_SECURITY_HEADERS: hidden.join('\n'),
    FORWARDED_HOST: forwardedHeaders(forwardedHost).join('\n'),
    PAGE_LOCATIONS: pageLocations(site.pages, headers),
    FEED_LOCATIONS: feedLocations(site.pages, headers),
    FIELD_DATA_LOCATION: fieldDataLocation(site.pages),
    ROBOTS_TXT: nginxString(
      robotsTxt({ appName: site.config.appName, sitemapUrl: `${portalOrigin(site.portalUrl)}/sitemap.xml` }),
    ),
    WEB_MANIFEST: nginxString(webManifest(site.config)),
    SITEMAP_UPSTREAM: httpUrl(site.sitemap, 'the sitemap'),
  };
  return template.replace(
    /^([ \t]*)(.*)\{\{(\w+)\}\}(.*)$/gm,
    (_line, indent: string, before, name, after) => {
      const value = values[name];
      if (value === undefined) throw new Error(`deploy/nginx.conf names an unknown placeholder {{${name}}}`);
      const lines = `${before}${value}${after}`.split('\n');
      return lines.map((line) => (line ? `${indent}${line}` : line)).join('\n');
    },
  );
}

function securityHeaderLines(config: ServedConfig, strictTransport: boolean): string[] {
  return Object.entries(securityHeadersFor(config, { strictTransport })).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
}

/** Text for a double-quoted nginx string: its escapes, and its line ends as `\n`, which nginx reads back. */
function nginxString(text: string): string {
  return text.replace(/["\\]/g, (character) => `\\${character}`).replace(/\n/g, '\\n');
}

/** The portal's origin as given, or nginx's variables for the request's own (`$scheme://$host`). */
function portalOrigin(portalUrl: string | undefined): string {
  if (portalUrl === undefined) return '$scheme://$host';
  const origin = portalUrl.replace(/\/$/, '');
  if (!/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)) {
    throw new Error(`the portal's URL must be an origin like https://portal.example.org, not ${portalUrl}`);
  }
  return origin;
}

/**
 * The portal's host as the deployment names it (PORTAL_URL's, else the first server name), which is all Drupal is
 * told in X-Forwarded-Host: Drupal builds absolute links from it (a password-reset mail's), so a request's own
 * Host, which anyone can write, never reaches it.
 */
function portalHost({ portalUrl, serverName }: NginxSite): string {
  if (portalUrl !== undefined) return safe(new URL(portalOrigin(portalUrl)).host);
  const first = serverName.trim().split(/\s+/)[0] ?? '';
  if (/^[a-z0-9.-]+$/i.test(first) && first.includes('.')) return first;
  throw new Error(
    `the portal's host is needed for Drupal's X-Forwarded-Host: set PORTAL_URL or a SERVER_NAME like portal.example.org, not ${JSON.stringify(serverName)}`,
  );
}

/**
 * What a system is told of the portal besides the client's address: the portal's host, and nothing a client
 * wrote about it. A client's own `Forwarded` or `X-Forwarded-Port` would otherwise pass through to Drupal, which
 * believes them by default (docs/deploy.md gives its `reverse_proxy_trusted_headers`).
 */
const forwardedHeaders = (host: string) => [
  `proxy_set_header X-Forwarded-Host ${host};`,
  'proxy_set_header Forwarded "";',
  'proxy_set_header X-Forwarded-Port "";',
];

function httpUrl(url: string, what: string): string {
  const parsed = new URL(safe(url));
  if (!/^https?:$/.test(parsed.protocol)) throw new Error(`${what} needs an http(s) URL, not ${url}`);
  return parsed.href;
}

/** What every proxy location repeats: the portal's security headers, the names to hide, the host Drupal is told. */
interface ProxyHeaders {
  headers: readonly string[];
  hidden: readonly string[];
  forwardedHost: string;
}

function proxyLocation(
  { prefix, url }: ProxiedSystem,
  { headers: securityHeaders, hidden, forwardedHost }: ProxyHeaders,
  pages: PageRenderers | undefined,
): string {
  const upstream = new URL(safe(url.endsWith('/') ? url : `${url}/`));
  if (!/^\/.*\/$/.test(prefix) || !/^https?:$/.test(upstream.protocol)) {
    throw new Error(`cannot proxy ${prefix} to ${url}: a prefix like /cms/ and an http(s) URL are needed`);
  }
  const indented = securityHeaders.map((line) => `    ${line}`);
  return [
    `location ${safe(prefix)} {`,
    // This location sets headers of its own, so the server's are not inherited; the system's own copies of
    // them are hidden so every answer carries the portal's policy exactly once.
    ...indented,
    `    proxy_pass ${upstream.href};`,
    '    proxy_http_version 1.1;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    ...forwardedHeaders(forwardedHost).map((line) => `    ${line}`),
    // A cookie that names the system's own host as its domain would be refused by the browser.
    `    proxy_cookie_domain ${upstream.hostname} $host;`,
    ...hidden.map((line) => `    ${line}`),
    // Whether an answer empties the browser's cache is the portal's to say (AT_LOGOUT), not a system's.
    '    proxy_hide_header Clear-Site-Data;',
    '    add_header Cache-Control $necs_proxied_cache_control always;',
    '    add_header Clear-Site-Data $necs_at_logout always;',
    `    client_max_body_size ${MAX_UPLOAD};`,
    '}',
    // Without this, nginx answers the same path without the slash (the app's own /membership page) with a
    // redirect to the system's location.
    `location = ${prefix.slice(0, -1)} {`,
    ...indented,
    '    add_header Cache-Control "no-cache";',
    `    ${prefixPathFallback(pages)}`,
    '}',
  ].join('\n');
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * The server's `listen` lines: a port alone (`443 ssl http2`, `80`) is nginx's 0.0.0.0 only, so it is given on
 * `[::]` too, or a reader over IPv6 is sent to https by port 80's redirect (which listens on both) and finds
 * nothing there; an address given (`127.0.0.1:8443 ssl`) is that address alone.
 */
export function listenDirectives(listen: string): string {
  return /^\d+(\s|$)/.test(listen) ? `listen ${listen};\n    listen [::]:${listen};` : `listen ${listen};`;
}

/** Spaces pass (`listen 443 ssl`, several server names); what would end or open a directive does not. */
function safe(value: string): string {
  if (!/^[^;"'{}#\\\r\n]+$/.test(value))
    throw new Error(`refusing ${JSON.stringify(value)} in an nginx directive`);
  return value;
}

const TEMPLATE = fileURLToPath(new URL('./nginx.conf', import.meta.url));
/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** deploy/nginx.conf rendered for a built dist/ folder, with the policy from its config.json. */
export function renderNginxSiteFor(dist: string, site: Omit<NginxSite, 'root' | 'config'>): string {
  const root = resolve(dist);
  const config = readServedConfig(join(root, 'config.json'));
  return renderNginxSite(readFileSync(TEMPLATE, 'utf8'), { ...site, root, config });
}
