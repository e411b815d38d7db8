import { createElement, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from '../i18n/use-translation';
import { LoadingOverlay } from '../shared/loading-overlay';
import { RouteErrorBoundary } from '../shared/route-error';
import { ScrollRestoration } from '../shared/scroll-restoration';
import { resolveLayout, type LayoutName } from './layouts';

/**
 * The element of a layout route: its child routes' screens inside the named layout. The layout shows while a
 * screen's code loads, and a screen's error renders inside it, so the menu stays usable.
 */
export function RouteLayout({ layout }: { layout: LayoutName }) {
  const { t } = useTranslation();
  const screen = (
    <Suspense fallback={<LoadingOverlay label={t('loading')} />}>
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
      {/* After the screen, so that back/forward restores the position once the screen is there. */}
      <ScrollRestoration />
    </Suspense>
  );
  // The registry holds module-level components, so picking one per render keeps its state.
  return createElement(resolveLayout(layout), null, screen);
}
