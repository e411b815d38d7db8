import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { AppConfig } from '@/application/config/app-config';
import { publicSite } from '@/application/config/public-site';
import { useService } from '../app/services';
import type { ShownScreen } from './document-head';
import { FIRST_ENTRY } from './first-entry';
import { WRITTEN_HERE } from './written-here';

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
    import('./document-head').then(
      ({ writeScreenHead }) => {
        if (current) writeScreenHead(document, screen, pathname, publicSite(config, window.location.origin));
      },
      // Not loaded: the page is being left (Firefox fails the import then) or the network dropped. The head
      // keeps what it says, the screen is already shown, and the next screen asks again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [screen, pathname, key, config]);
}

/**
 * Whether the head is the one the server drew for this path: its canonical link names the path, or, on a screen
 * the server draws without sharing tags (the login form, a member's screen), its robots tag is still there (the
 * browser removes it with every head it writes, write-head.ts). Not once the browser has written one itself
 * (write-head.ts marks its canonical link), since a screen drawn again here (a new language's words, a remount)
 * would otherwise take the browser's own earlier head for the server's and keep it.
 */
function headDrawnFor(pathname: string): boolean {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical === null) return document.head.querySelector('meta[name="robots"]') !== null;
  return !(WRITTEN_HERE in canonical.dataset) && new URL(canonical.href).pathname === pathname;
}
