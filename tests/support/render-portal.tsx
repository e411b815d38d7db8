import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PortalRoutes } from '@/ui/app/app';
import { ServicesProvider } from '@/ui/app/services';
import { routerProbe, type ProbedRouter } from './router-probe';
import type { SessionTestbed } from './session-fakes';

/** The whole portal (real routes and layouts) at `path`, on the testbed's fakes. */
export function renderPortal(testbed: SessionTestbed, path: string): RenderResult & { router: ProbedRouter } {
  const { Probe, router } = routerProbe();
  const result = render(
    <ServicesProvider container={testbed.container}>
      <MemoryRouter initialEntries={[path]}>
        <PortalRoutes />
        <Probe />
      </MemoryRouter>
    </ServicesProvider>,
  );
  return { ...result, router };
}

/** One view inside the services and a router, for views that need no route of their own. */
export function renderView(testbed: SessionTestbed, view: ReactElement, path = '/'): RenderResult {
  return render(
    <ServicesProvider container={testbed.container}>
      <MemoryRouter initialEntries={[path]}>{view}</MemoryRouter>
    </ServicesProvider>,
  );
}
