import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AppConfig } from '@/application/config/app-config';
import { publicSite } from '@/application/config/public-site';
import { pageMeta, type ScreenMeta } from '@/domain/pages/page-meta';
import { useService } from '../app/services';
import { writeHead } from './write-head';

/**
 * Keeps the document's head in step with the screen shown: title, meta description, canonical link,
 * OpenGraph and Twitter card, all absolute on the configured `siteUrl` or this page's origin. A screen that
 * does not know what it shows yet passes `undefined` and leaves the head as it is. Pass a stable object
 * (memoized): a new one writes the head again.
 */
export function useDocumentMeta(screen: ScreenMeta | undefined): void {
  const config = useService(AppConfig);
  const { pathname } = useLocation();
  useEffect(() => {
    if (screen) writeHead(document, pageMeta(screen, pathname, publicSite(config, window.location.origin)));
  }, [screen, pathname, config]);
}
