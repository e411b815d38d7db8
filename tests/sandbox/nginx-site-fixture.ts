import type { NginxSite } from '../../deploy/nginx-site';

/** A site to render the nginx configuration of, for tests that read its text: one system, no TLS. */
export const SITE: Omit<NginxSite, 'root' | 'config'> = {
  listen: '8080',
  serverName: 'portal.example.org',
  includes: [],
  brotli: false,
  systems: [{ prefix: '/cms/', url: 'https://cms.internal.example.org' }],
  sitemap: 'https://cms.internal.example.org/sitemap.xml',
};

/** One renderer behind it, with the refresh secret given. */
export const PAGES = {
  renderers: ['127.0.0.1:3001'],
  cachePath: '/var/cache/nginx/necs-pages',
  freshSeconds: 60,
  refreshSecret: 's3cret-s3cret-s3cret-s3cret-s3cret',
};
