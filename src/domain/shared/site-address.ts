/**
 * The portal's public address, for canonical and OpenGraph links: absolute http(s), no query or fragment, kept
 * without a trailing slash; null for anything else. config.json's `siteUrl` and the service's SITE_URL are
 * read by this one rule. The platform's URL parser, not zod's url(): that one costs the first load half a kilobyte.
 */
export function siteAddressOf(value: string): string | null {
  if (!URL.canParse(value) || /[?#]/.test(value)) return null;
  const url = new URL(value);
  return /^https?:$/.test(url.protocol) ? url.href.replace(/\/+$/, '') : null;
}
