import { renderAwaited } from '../support/render-portal';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_PART_TIMEOUT_MS, LazyPartError, lazyPart, withTimeout } from '@/ui/app/lazy-part';
import { RouteErrorBoundary } from '@/ui/shared/route-error';
import { expectConsole } from '../support/console-expectations';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Settles after `ms` of (fake) time. */
const after = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** Whether a promise has settled yet, without waiting for it. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false, value: undefined as T | undefined, error: undefined as unknown };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('withTimeout', () => {
  it('uses the two-minute limit for a part’s code', () => {
    expect(LAZY_PART_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects with LazyPartError once the limit has passed', async () => {
    vi.useFakeTimers();
    const loading = track(withTimeout(new Promise<never>(() => undefined)));

    await vi.advanceTimersByTimeAsync(LAZY_PART_TIMEOUT_MS - 1);
    expect(loading.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(loading.error).toBeInstanceOf(LazyPartError);
    expect(loading.error).toHaveProperty('message', 'Loading this part of the site took too long.');
  });

  it('resolves with the part when the load wins, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const loading = track(withTimeout(after(LAZY_PART_TIMEOUT_MS - 1, 'the module')));

    await vi.advanceTimersByTimeAsync(LAZY_PART_TIMEOUT_MS - 1);
    expect(loading).toMatchObject({ settled: true, value: 'the module', error: undefined });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a failed load into a LazyPartError with the failure’s message', async () => {
    vi.useFakeTimers();
    const failing = withTimeout(Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await expect(failing).rejects.toThrow(LazyPartError);
    await expect(failing).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('honours a shorter limit when given one', async () => {
    vi.useFakeTimers();
    const loading = track(withTimeout(after(2_000, 'late'), 1_000));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(loading.error).toBeInstanceOf(LazyPartError);
  });
});

describe('a lazily loaded part that does not arrive', () => {
  /** One screen, as the app's are: the part inside Suspense, with RouteErrorBoundary around it. */
  const renderRoute = (element: ReactElement) =>
    renderAwaited(() =>
      render(
        <MemoryRouter>
          <Suspense fallback={<p>Loading…</p>}>
            <RouteErrorBoundary>{element}</RouteErrorBoundary>
          </Suspense>
        </MemoryRouter>,
      ),
    );

  it('shows “could not be loaded” with a Reload button that reloads the site', async () => {
    // jsdom cannot reload; a stand-in location records the attempt instead.
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const Broken = lazyPart(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      (module: { Part: () => ReactElement }) => module.Part,
    );
    // React logs every error a boundary catches; here those errors are the point.
    expectConsole('error', 'Failed to fetch dynamically imported module');
    await renderRoute(<Broken />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the site could not be loaded');
    expect(alert).toHaveTextContent('Failed to fetch dynamically imported module');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the same once a part has taken longer than the limit', async () => {
    vi.useFakeTimers();
    const Hanging = lazyPart(
      () => new Promise<{ Part: () => ReactElement }>(() => undefined),
      (module) => module.Part,
    );
    expectConsole('error', 'LazyPartError');
    await renderRoute(<Hanging />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(LAZY_PART_TIMEOUT_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('tells an unexpected error apart from a part that did not load', async () => {
    const Crashing = () => {
      throw new Error('Cannot read properties of undefined');
    };
    expectConsole('error', 'Error: Cannot read properties of undefined');
    await renderRoute(<Crashing />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).not.toHaveTextContent('could not be loaded');
  });

  it('recognises a failed dynamic import that reaches it unwrapped', async () => {
    const Unwrapped = () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/news-list.js');
    };
    expectConsole('error', 'TypeError: Failed to fetch dynamically imported module: /assets/news-list.js');
    await renderRoute(<Unwrapped />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
  });
});
