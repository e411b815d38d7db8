import type { Site } from '@/domain/pages/page-meta';
import type { AppConfig } from './app-config';

/**
 * The site a page's head tags name: the configured public address, else `origin`, the one the page is served
 * from (the browser's `location.origin`, or the renderer's). The association's names come from the config.
 */
export function publicSite(config: Pick<AppConfig, 'siteUrl' | 'association'>, origin: string): Site {
  return {
    url: config.siteUrl ?? origin.replace(/\/+$/, ''),
    name: config.association.name,
    shortName: config.association.shortName,
  };
}
