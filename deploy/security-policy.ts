import { existsSync, readFileSync } from 'node:fs';
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

/**
 * The security headers that every answer of the portal's origin carries, in the sandbox and behind nginx alike.
 *
 * - Scripts only from the portal's own files: no inline script, no eval (the build has neither).
 * - `style-src 'self'`: the build's CSS files only. React writes `style` props through the CSSOM, which CSP
 *   does not govern, and Quill does the same; what it refuses is `style="…"` written into HTML, which
 *   server-rendered HTML would carry if a component used `style` (CMS and member HTML lose it to DOMPurify).
 * - Images from the portal, `data:` (Quill's inline images, DOMPurify-allowed) and the content system, whose files
 *   are rebased on `cmsUrl`.
 * - `connect-src`: the three systems from the served config.json. Relative base URLs (and the built-in defaults
 *   used for missing keys, which are relative) are the portal's own origin, `'self'`; absolute ones add theirs.
 */
export function securityHeadersFor(
  config: ServedConfig,
  extraConnectSources: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, extraConnectSources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** `extraConnectSources`: origins the app calls beyond those config.json names (the sandbox's tests only). */
export function contentSecurityPolicy(
  config: ServedConfig,
  extraConnectSources: readonly string[] = [],
): string {
  const systems = [config.cmsUrl, config.membershipUrl, config.proposalsUrl];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
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
