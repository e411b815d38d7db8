import { existsSync, readFileSync } from 'node:fs';
import { AFTER_FIRST_PAINT_STARTER_SOURCE } from '../src/server/after-first-paint-starter';
import { manifestNamesOf, type ManifestNames } from './web-manifest';

/** The keys of the portal's config.json that name systems the browser talks to, and the app's short name. */
export interface ServedConfig {
  cmsUrl?: string;
  membershipUrl?: string;
  proposalsUrl?: string;
  /** Names the member area, `/my-{appName}`, which robots.txt keeps crawlers out of. */
  appName?: string;
  /** The association's names, for the web app manifest (web-manifest.ts). */
  association?: ManifestNames['association'];
}

/** How the security headers are set for one deployment. */
export interface SecurityHeaderOptions {
  /** Origins the app calls beyond those config.json names (the sandbox's tests only). */
  extraConnectSources?: readonly string[];
  /**
   * Whether browsers are told to reach the portal over https only, for a year (HSTS). On by default; a site not
   * yet on https turns it off (docs/deploy.md, section 6), since a browser that heard it over https would refuse
   * the plain http site for a year. Browsers ignore the header on an answer over plain http.
   */
  strictTransport?: boolean;
}

/** A year: what browsers and the HSTS preload list expect; not on subdomains, which the portal does not own. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Browser features the portal never uses, denied to it and to anything that runs in it (an injected frame, a
 * library): a camera, a microphone, the reader's position, payments, devices, sensors, the screen's capture.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The security headers that every answer of the portal's origin carries, in the sandbox and behind nginx alike.
 *
 * - Scripts only from the portal's own files, and the one inline script a drawn page starts them with, by its
 *   hash (src/server/after-first-paint-starter.ts): no other inline script, no eval (the build has neither).
 * - `style-src 'self'`: the build's CSS files only. React writes `style` props through the CSSOM, which CSP
 *   does not govern, and Quill does the same; what it refuses is `style="…"` written into HTML, which
 *   server-rendered HTML would carry if a component used `style` (CMS and member HTML lose it to DOMPurify).
 * - Images from the portal, `data:` (Quill's inline images, DOMPurify-allowed) and the content system, whose files
 *   are rebased on `cmsUrl`.
 * - `connect-src`: the three systems from the served config.json. Relative base URLs (and the built-in defaults
 *   used for missing keys, which are relative) are the portal's own origin, `'self'`; absolute ones add theirs.
 * - `Cross-Origin-Opener-Policy: same-origin`: a page the portal links to (a CMS link, a file) that opens in
 *   another tab gets no handle on the portal's window, nor the portal on another site's it opened.
 */
export function securityHeadersFor(
  config: ServedConfig,
  { extraConnectSources = [], strictTransport = true }: SecurityHeaderOptions = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, extraConnectSources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(strictTransport ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/**
 * What the answer to Drupal's logout (`user/logout` under the portal's prefix for Drupal) adds: the browser
 * empties its HTTP cache of the portal's origin. Drupal marks a member's answers `private, no-cache`, which lets
 * a browser keep them (their user record, their CSRF token, their pages); without this the next account in the
 * same browser could read them back (`fetch(url, { cache: 'only-if-cached' })`). Only the cache: cookies are
 * Drupal's to end, and the device's storage holds the drafts a member chose to keep (SECURITY.md).
 */
export const AT_LOGOUT = { 'Clear-Site-Data': '"cache"' } as const;

/** The portal's path of Drupal's logout, given the portal's prefix for Drupal (`/cms/`). */
export const drupalLogoutPath = (cmsPrefix: string) => `${cmsPrefix.replace(/\/?$/, '/')}user/logout`;

/** `extraConnectSources`: origins the app calls beyond those config.json names (the sandbox's tests only). */
export function contentSecurityPolicy(
  config: ServedConfig,
  extraConnectSources: readonly string[] = [],
): string {
  const systems = [config.cmsUrl, config.membershipUrl, config.proposalsUrl];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", AFTER_FIRST_PAINT_STARTER_SOURCE],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...sourcesOf([config.cmsUrl])],
    'connect-src': ["'self'", ...sourcesOf(systems), ...extraConnectSources],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/** The CSP sources of some base URLs: nothing for relative ones (`'self'` covers them), the origin otherwise. */
function sourcesOf(urls: readonly (string | undefined)[]): string[] {
  return urls.flatMap((url) => {
    if (url === undefined || !/^([a-z][a-z0-9+.-]*:)?\/\//i.test(url)) return [];
    // Protocol-relative (`//cms.example.org/`): a host source without a scheme takes the page's.
    if (url.startsWith('//')) return [new URL(`https:${url}`).host];
    return [new URL(url).origin];
  });
}

/** Reads the deployment's config.json; a missing file means the app's defaults, which are all relative. */
export function readServedConfig(file: string | undefined): ServedConfig {
  if (file === undefined || !existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file} is not a JSON object`);
  const text = (key: keyof ServedConfig) => {
    const value = (parsed as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    cmsUrl: text('cmsUrl'),
    membershipUrl: text('membershipUrl'),
    proposalsUrl: text('proposalsUrl'),
    appName: text('appName'),
    association: manifestNamesOf(parsed).association,
  };
}
