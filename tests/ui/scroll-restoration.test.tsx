import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type JSX, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate, type To } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type MockInstance } from 'vitest';
import { ServicesProvider } from '@/ui/app/services';
import { RouteLayout } from '@/ui/layout/route-layout';
import { KEEP_SCROLL_POSITION, SCROLL_POSITIONS_KEY } from '@/ui/shared/scroll-restoration';
import { openWorldTab } from '../support/session-fakes';
import { expectConsole } from '../support/console-expectations';
import { UNKNOWN_PARAGRAPH_WARNING } from '../support/demo-pages';

let scrollTo: MockInstance<(x: number, y: number) => void>;
beforeEach(() => {
  // jsdom does not scroll: the test moves window.scrollY itself and watches what the app asks for.
  scrollTo = vi.spyOn(window, 'scrollTo') as unknown as MockInstance<(x: number, y: number) => void>;
});
afterEach(() => {
  vi.restoreAllMocks();
  scrolledTo(0);
});

/** The reader scrolled to `y`; the browser tells the page so with a scroll event. */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const lastScroll = () => scrollTo.mock.calls.at(-1);

function Screen({ name }: { name: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const go = (to: To | number, keep = false) =>
    typeof to === 'number' ? navigate(to) : navigate(to, keep ? KEEP_SCROLL_POSITION : undefined);
  return (
    <>
      <h1>{name}</h1>
      <p>Query: {search}</p>
      <Link to="/a">To A</Link>
      <Link to="/b">To B</Link>
      <Link to="/b#part">To B’s part</Link>
      <button type="button" onClick={() => void go(-1)}>
        Back
      </button>
      <button type="button" onClick={() => void go(1)}>
        Forward
      </button>
      <button type="button" onClick={() => void go({ search: '?filtered' }, true)}>
        Filter
      </button>
      <p id="part">Part</p>
    </>
  );
}

/** The layout route's own words (its loading state) need only the services' language. */
const withServices = (ui: ReactNode) => (
  <ServicesProvider container={openWorldTab().container}>{ui}</ServicesProvider>
);

/** Two screens in the app's layout route (the plain layout). */
function renderScreens(initialEntries: Parameters<typeof MemoryRouter>[0]['initialEntries'] = ['/a']) {
  return render(
    withServices(
      <MemoryRouter initialEntries={initialEntries}>
        <Routes>
          <Route element={<RouteLayout layout="plain" />}>
            <Route path="/a" element={<Screen name="A" />} />
            <Route path="/b" element={<Screen name="B" />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    ),
  );
}

/** On screen A, scrolled to `y`, with the scrolling asked for so far forgotten. */
async function onScreenA(y: number) {
  const user = userEvent.setup();
  renderScreens();
  await screen.findByRole('heading', { name: 'A' });
  scrolledTo(y);
  scrollTo.mockClear();
  return user;
}

describe('scroll restoration', () => {
  it('starts a new page at the top, and returns to where the reader was on back and forward', async () => {
    const user = await onScreenA(500);
    await user.click(screen.getByRole('link', { name: 'To B' }));
    await screen.findByRole('heading', { name: 'B' });
    expect(lastScroll()).toEqual([0, 0]);
    scrolledTo(120);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'A' });
    expect(lastScroll()).toEqual([0, 500]);
    scrolledTo(500);

    await user.click(screen.getByRole('button', { name: 'Forward' }));
    await screen.findByRole('heading', { name: 'B' });
    expect(lastScroll()).toEqual([0, 120]);
  });

  it('goes to the element a #fragment names instead of the top', async () => {
    // jsdom has no scrollIntoView; a stand-in records the call.
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const user = await onScreenA(0);
    await user.click(screen.getByRole('link', { name: 'To B’s part' }));
    await screen.findByRole('heading', { name: 'B' });
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('Part'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the reader where they are on a navigation that asks so (a filter ticked)', async () => {
    const user = await onScreenA(800);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Query: ?filtered')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('restores the position of the entry after a reload, from session storage', async () => {
    const { unmount } = renderScreens(['/a']);
    await screen.findByRole('heading', { name: 'A' });
    scrolledTo(640);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    // The first entry of a memory history is called "default", as a page load's first entry is.
    expect(stored).toEqual({ 'default /a': 640 });

    unmount();
    scrolledTo(0);
    scrollTo.mockClear();
    renderScreens(['/a']);
    await screen.findByRole('heading', { name: 'A' });
    expect(lastScroll()).toEqual([0, 640]);
  });

  it('restores once the screen’s code has arrived, not while the layout shows “Loading”', async () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ 'reloaded /late': 300 }));
    let arrive: (module: { default: () => JSX.Element }) => void = () => undefined;
    const Late = lazy(() => new Promise<{ default: () => JSX.Element }>((resolve) => (arrive = resolve)));
    render(
      withServices(
        <MemoryRouter initialEntries={[{ pathname: '/late', key: 'reloaded' }]}>
          <Routes>
            <Route element={<RouteLayout layout="plain" />}>
              <Route path="/late" element={<Late />} />
            </Route>
          </Routes>
        </MemoryRouter>,
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(scrollTo).not.toHaveBeenCalled();

    await act(async () => arrive({ default: () => <h1>Late screen</h1> }));
    expect(screen.getByRole('heading', { name: 'Late screen' })).toBeInTheDocument();
    expect(lastScroll()).toEqual([0, 300]);
  });

  it('takes scrolling over from the browser while the app runs', () => {
    const { unmount } = renderScreens();
    expect(window.history.scrollRestoration).toBe('manual');
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});

describe('a page load’s first entry, whose key is “default” in every load of the tab', () => {
  /** The app as a page load of `/a` starts it, the browser saying how it came there; `default` was at 900. */
  async function loadPage(type: NavigationTimingType) {
    // Under the entry's key alone too, as the tab's earlier loads kept positions.
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ default: 900, 'default /a': 900 }));
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
    // A fresh copy of the modules, as a page load has: the app is told how the page came once. The demo pages'
    // fresh copy reads the /join page's webform paragraph again, and the portal, fresh too, warns of it again.
    vi.resetModules();
    expectConsole('warn', UNKNOWN_PARAGRAPH_WARNING);
    const { RouteLayout: Layout } = await import('@/ui/layout/route-layout');
    const { ServicesProvider: Services } = await import('@/ui/app/services');
    const { openWorldTab: worldTab } = await import('../support/session-fakes');
    render(
      <Services container={worldTab().container}>
        <MemoryRouter initialEntries={['/a']}>
          <Routes>
            <Route element={<Layout layout="plain" />}>
              <Route path="/a" element={<h1>A</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Services>,
    );
    await screen.findByRole('heading', { name: 'A' });
  }

  it('opens a fresh load at the top, wherever an earlier load of the tab was', async () => {
    await loadPage('navigate');
    expect(lastScroll()).toEqual([0, 0]);
  });

  it.each(['reload', 'back_forward'] as const)('returns to where the reader was on a %s', async (type) => {
    await loadPage(type);
    expect(lastScroll()).toEqual([0, 900]);
  });
});
