import { createElement, Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../app/routes';
import { LoadingOverlay } from '../shared/loading-overlay';
import { resolveLayout } from './layouts';

/** Wraps the matched screen in the layout its route names; the layout shows while the screen's code loads. */
export function RouteLayout() {
  const matches = useMatches();
  const handle = matches.findLast((match) => match.handle)?.handle as RouteHandle | undefined;
  // The registry holds module-level components, so picking one per render keeps its state.
  const screen = (
    <Suspense fallback={<LoadingOverlay label="Loading" />}>
      <Outlet />
    </Suspense>
  );
  return (
    <>
      {createElement(resolveLayout(handle?.layout), null, screen)}
      {/* Back/forward restores the scroll position; any other navigation starts at the top. */}
      <ScrollRestoration />
    </>
  );
}
