import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PortalRoutes } from '@/ui/app/app';
import { ServicesProvider } from '@/ui/app/services';
import { routerProbe, type ProbedRouter } from './router-probe';
import type { WorldTab } from './session-fakes';

/** The whole portal (real routes and layouts) at `path`, in a tab of the world (its demo fakes). */
export async function renderPortal(
  worldTab: WorldTab,
  path: string,
): Promise<RenderResult & { router: ProbedRouter }> {
  const { Probe, router } = routerProbe();
  const result = await renderAwaited(() =>
    render(
      <ServicesProvider container={worldTab.container}>
        <MemoryRouter initialEntries={[path]}>
          <PortalRoutes />
          <Probe />
        </MemoryRouter>
      </ServicesProvider>,
    ),
  );
  return { ...result, router };
}

/**
 * Loads screens' code (the route table's lazily loaded parts), for a file's `beforeAll`: its first render then
 * waits on its data alone, not on the code being transformed, which beside six CPU-bound processes took longer
 * than a finder waits (issue 76: a topic's heading not found in 10 s). This waits on the code's arrival; the
 * hook's limit (hookTimeout, 60 s) is only a guard against a hang.
 */
export function screensLoaded(...parts: readonly { preload(): Promise<unknown> }[]): Promise<unknown> {
  return Promise.all(parts.map((part) => part.preload()));
}

/** One view inside the services and a router, for views that need no route of their own. */
export function renderView(worldTab: WorldTab, view: ReactElement, path = '/'): Promise<RenderResult> {
  return renderAwaited(() =>
    render(
      <ServicesProvider container={worldTab.container}>
        <MemoryRouter initialEntries={[path]}>{view}</MemoryRouter>
      </ServicesProvider>,
    ),
  );
}

/**
 * Renders inside an awaited act: React 19 retries a component that suspended on `use()` (a query, a lazily
 * loaded part) only when the act it suspended in is awaited, so every render of the portal is.
 */
export async function renderAwaited<T>(draw: () => T): Promise<T> {
  let drawn: T | undefined;
  await act(async () => {
    drawn = draw();
  });
  return drawn as T;
}
