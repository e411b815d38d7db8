import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { AppConfig } from '@/application/config/app-config';
import { publicSite } from '@/application/config/public-site';
import { useService } from '../app/services';
import type { ShownScreen } from './document-head';
import { FIRST_ENTRY } from './first-entry';

/**
 * Keeps the document's head in step with the screen shown: title, meta description, canonical link,
 * OpenGraph and Twitter card, all absolute on the configured `siteUrl` or this page's origin. A screen that
 * does not know what it shows yet passes `undefined` and leaves the head as it is. Pass a stable object
 * (memoized): a new one writes the head again. The rules load on demand, after the screen has painted; the
 * screen the server drew came with its head (its canonical names this path), so nothing is loaded for it.
 */
export function useDocumentMeta(screen: ShownScreen | undefined): void {
  const config = useService(AppConfig);
  const { pathname, key } = useLocation();
  // The first screen shown at the first entry is the one the server drew; a later one (its answer refreshed
  // with a new title) is written like any other.
  const drawnScreen = useRef<ShownScreen | null>(null);
  useEffect(() => {
    if (!screen) return;
    if (key === FIRST_ENTRY && headDrawnFor(pathname) && (drawnScreen.current ?? screen) === screen) {
      drawnScreen.current = screen;
      return;
    }
    let current = true;
    void import('./document-head').then(({ writeScreenHead }) => {
      if (current) writeScreenHead(document, screen, pathname, publicSite(config, window.location.origin));
    });
    return () => {
      current = false;
    };
  }, [screen, pathname, key, config]);
}

function headDrawnFor(pathname: string): boolean {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical !== null && new URL(canonical.href).pathname === pathname;
}
