import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { TOKENS } from '@/application/tokens';
import { createRoutes } from '@/ui/app/routes';
import { ServicesProvider } from '@/ui/app/services';
import type { SessionTestbed } from './session-fakes';

/** The whole portal (real routes and layouts) at `path`, on the testbed's fakes. */
export function renderPortal(
  testbed: SessionTestbed,
  path: string,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(createRoutes(testbed.container.get(TOKENS.Config)), {
    initialEntries: [path],
  });
  const result = render(
    <ServicesProvider container={testbed.container}>
      <RouterProvider router={router} />
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
