import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteLayout } from '@/ui/layout/route-layout';
import { ErrorBoundary } from '@/ui/shared/error-boundary';
import { RouteErrorBoundary } from '@/ui/shared/route-error';
import { demoWorld } from '../support/demo-world';
import { renderWithServices } from '../support/ui-harness';
import { expectConsole } from '../support/console-expectations';

beforeEach(() => {
  // React logs every error a boundary catches; here those errors are the point.
  expectConsole('error', 'Error: Cannot read properties of undefined');
});

function Crash(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('ErrorBoundary', () => {
  function Harness() {
    const [resetKey, setResetKey] = useState(1);
    const [broken, setBroken] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setBroken(false)}>
          Mend
        </button>
        <button type="button" onClick={() => setResetKey((key) => key + 1)}>
          Reset
        </button>
        <ErrorBoundary resetKey={resetKey} fallback={(error) => <p>Caught: {String(error)}</p>}>
          {broken ? <Crash /> : <p>Working</p>}
        </ErrorBoundary>
      </>
    );
  }

  it('shows the fallback with the error, and keeps it until the reset key changes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('Caught: Error: Cannot read properties of undefined')).toBeInTheDocument();

    // Mended, but the same key: still the fallback (a re-render alone does not retry).
    await user.click(screen.getByRole('button', { name: 'Mend' }));
    expect(screen.getByText(/^Caught:/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Working')).toBeInTheDocument();
    expect(screen.queryByText(/^Caught:/)).not.toBeInTheDocument();
  });
});

describe('errors on the route tree', () => {
  it('shows a screen’s error inside the layout, whose menu still works, and forgets it on leaving', async () => {
    const world = demoWorld();
    const { user, location } = await renderWithServices(
      <Routes>
        <Route element={<RouteLayout layout="main" />}>
          <Route path="/broken" element={<Crash />} />
          <Route path="*" element={<p>Another screen</p>} />
        </Route>
      </Routes>,
      { overrides: world.overrides, route: '/broken' },
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Cannot read properties of undefined');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    await user.click(await screen.findByRole('link', { name: 'News' }));

    await waitFor(() => expect(location().pathname).toBe('/news'));
    expect(await screen.findByText('Another screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(menu).toBeInTheDocument();
  });

  it('shows an error of the layout itself without the layout, and forgets it on leaving', async () => {
    function BrokenLayout() {
      return (
        <>
          <Link to="/fine">Away</Link>
          <Crash />
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Elsewhere</Link>
        <Routes>
          <Route
            element={
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            }
          >
            <Route element={<BrokenLayout />}>
              <Route path="/broken" element={<p>The screen</p>} />
            </Route>
            <Route path="/fine" element={<p>Fine again</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByText('The screen')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Away' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Fine again')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
