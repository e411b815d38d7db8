import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { robotsTxt } from '../../deploy/robots-txt';
import { readServedConfig } from '../../deploy/security-policy';
import { WEB_MANIFEST_PATH, webManifest } from '../../deploy/web-manifest';
import type { DrupalMode } from '../drupal/drupal-mode';
import { requestOrigin, sitemapBaseUrl } from '../drupal/sitemap-routes';
import { PREFIXES } from './prefixes';

interface CrawlerOptions {
  /** The built app, whose config.json names the member area (`appName`). */
  staticDir: string | undefined;
  drupal: DrupalMode;
  /** The sitemap's base URL (app.ts); robots.txt names the sitemap on the same origin. */
  sitemapBaseUrl: string | undefined;
}

/** Headers of Drupal's sitemap answer that the portal passes on, as nginx's proxy does. */
const PASSED_ON = ['content-type', 'x-robots-tag', 'cache-control'] as const;

/**
 * `/robots.txt` and `/sitemap.xml` on the portal's origin, as deploy/nginx.conf answers them: robots.txt written
 * here from the same rules (deploy/robots-txt.ts), the sitemap fetched from the content system's stand-in as nginx
 * proxies it from Drupal (a stock Drupal has none, so 404 there too). Without these, both were app routes.
 */
export function registerCrawlerRoutes(app: FastifyInstance, options: CrawlerOptions) {
  const served = readServedConfig(
    options.staticDir === undefined ? undefined : join(options.staticDir, 'config.json'),
  );
  const { appName } = served;
  const base = options.sitemapBaseUrl === undefined ? undefined : sitemapBaseUrl(options.sitemapBaseUrl);
  const hasSitemap = options.drupal === 'site';

  app.get('/robots.txt', async (request, reply) => {
    const sitemapUrl = hasSitemap ? `${base ?? requestOrigin(request)}/sitemap.xml` : undefined;
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt({ appName, sitemapUrl }));
  });

  // The web app manifest, written from the same config.json as nginx writes it (deploy/web-manifest.ts).
  app.get(WEB_MANIFEST_PATH, async (_request, reply) =>
    reply.type('application/manifest+json').header('cache-control', 'no-cache').send(webManifest(served)),
  );

  // The portal's Host goes along, as it would through a proxy that keeps it: the sitemap's default base.
  app.get('/sitemap.xml', async (request, reply) => {
    const host = request.headers.host;
    const answer = await app.inject({
      url: `${PREFIXES.cms}/sitemap.xml`,
      headers: host === undefined ? {} : { host },
    });
    for (const name of PASSED_ON) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.body);
  });
}
