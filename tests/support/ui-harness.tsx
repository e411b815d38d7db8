import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, override, type Override } from '@/infrastructure/container';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { ServicesProvider } from '@/ui/app/services';
import { renderAwaited } from './render-portal';
import { routerProbe } from './router-probe';

interface HarnessOptions {
  /** Ports swapped for fakes, e.g. `demoWorld().overrides`; later ones win. */
  overrides?: readonly Override[];
  /** Where the memory router starts, query included. */
  route?: string;
}

/**
 * Renders a view as the app would: a fresh container (browser storage in memory) and a router at `route`.
 * `location()` tells where the view navigated to, for checking what it wrote into the address.
 */
export async function renderWithServices(
  ui: ReactElement,
  { overrides = [], route = '/' }: HarnessOptions = {},
) {
  const container = createContainer(defaultConfig, [
    override(PersistentStorage, new InMemoryStorage()),
    override(SessionStorage, new InMemoryStorage()),
    ...overrides,
  ]);
  const { Probe, router } = routerProbe();
  const user = userEvent.setup();
  const rendered = await renderAwaited(() =>
    render(
      <ServicesProvider container={container}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <Probe />
        </MemoryRouter>
      </ServicesProvider>,
    ),
  );
  return { ...rendered, user, container, router, location: () => router.state.location };
}
