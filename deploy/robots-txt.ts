/** The app's built-in short name (src/infrastructure/config/load-config.ts), for a config.json without one. */
export const DEFAULT_APP_NAME = 'necs';

/**
 * The paths crawlers are asked to leave alone: the screens only a logged-in member can use. robots.txt keeps no one
 * out (Drupal's permissions do); it saves crawlers from indexing login forms and "log in first" screens.
 *
 * Left open on purpose: every content page, news and conferences; the working groups (`/group`, `/group/{id}`), whose
 * descriptions invite visitors to join; and `/cms/`, because a crawler that runs the app reads each page's
 * content from there, and the pages' images are Drupal's files.
 */
export function memberOnlyPaths(appName: string = DEFAULT_APP_NAME): string[] {
  if (!/^[a-z0-9_-]+$/.test(appName))
    throw new Error(`refusing ${JSON.stringify(appName)} as the app's name`);
  return [
    // Login, first login and the account page.
    '/user/',
    // The member area.
    `/my-${appName}`,
    // The proposal form.
    '/conference-proposals',
    // Working-group topics: what members write to each other, with their names.
    '/group_topics/',
    // A comment's link (a stock Drupal's permalink), which leads to its topic.
    '/comment/',
  ];
}

/**
 * The portal's robots.txt, the same behind nginx (deploy/nginx.conf) and in the sandbox. `sitemapUrl` is
 * absolute, as RFC 9309 asks; without it (a Drupal without a sitemap) no sitemap is named.
 */
export function robotsTxt({ appName, sitemapUrl }: { appName?: string; sitemapUrl?: string }): string {
  const lines = [
    '# Every public page may be crawled; the screens for logged-in members may not.',
    'User-agent: *',
    ...memberOnlyPaths(appName).map((path) => `Disallow: ${path}`),
  ];
  if (sitemapUrl !== undefined) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}
