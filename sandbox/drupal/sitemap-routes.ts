import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { listNodePaths } from './tables/nodes';
import { sitemapXml } from './wire/sitemap-xml';

interface SitemapOptions {
  db: SandboxDatabase;
  /** simple_sitemap's `base_url` setting; unset, the origin each request came in on. */
  baseUrl: string | undefined;
}

/**
 * The Simple XML Sitemap module (simple_sitemap) of the association's site: `/sitemap.xml` lists every published
 * node (pages, news, conferences; the sandbox has no unpublished ones) at its alias, dated by its last change.
 * Drupal writes a node's URL on its own base URL; the module's `base_url` setting replaces that, which is how a
 * Drupal behind the portal's proxy lists the portal's addresses, not its own.
 */
export const sitemapRoutes: FastifyPluginAsync<SitemapOptions> = async (app, { db, baseUrl }) => {
  const configured = baseUrl === undefined ? undefined : sitemapBaseUrl(baseUrl);
  app.get('/sitemap.xml', async (request, reply) => {
    const base = configured ?? requestOrigin(request);
    const links = listNodePaths(db).map(({ path, changed }) => ({
      loc: `${base}${new URL(path, 'http://drupal').pathname}`,
      lastmod: changed,
    }));
    return reply
      .type('application/xml; charset=utf-8')
      .header('x-robots-tag', 'noindex, follow')
      .send(sitemapXml(links));
  });
};

/** An absolute http(s) URL without its trailing slash, so that a node's path follows it. */
export function sitemapBaseUrl(value: string): string {
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new Error(`the sitemap's base URL must be an http(s) URL without query or fragment, not ${value}`);
  }
  return url.href.replace(/\/+$/, '');
}

/** Drupal's own base URL when no base is configured: the scheme and Host of the request. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
