import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PortalRouter } from '@/ui/app/portal-router';
import { afterNextPaint } from '@/ui/shared/after-next-paint';
import { ServicesProvider } from '@/ui/app/services';
import { openWorldTab } from '../support/session-fakes';

/** A screen whose answer is held until the test releases it, as a page whose data is on its way. */
function heldAnswer() {
  let release = () => {};
  const answer = new Promise<void>((resolve) => (release = resolve));
  return { answer, release: () => act(async () => release()) };
}

function Screen({ name, waitFor }: { name: string; waitFor?: Promise<void> }) {
  if (waitFor) use(waitFor);
  return (
    <>
      <h1>{name}</h1>
      <Link to="/">To the start</Link>
      <Link to="/next">To the next page</Link>
    </>
  );
}

/**
 * Both screens under one boundary, as the screens under their layout's (route-layout.tsx): a screen that waits
 * there shows the boundary's loading state when drawn at once, and leaves the screen before it in place when
 * drawn in a transition.
 */
function renderRouter(next: Promise<void>, start?: () => Promise<void> | undefined) {
  function Start() {
    return <Screen name="Start" waitFor={start?.()} />;
  }
  return render(
    <ServicesProvider container={openWorldTab().container}>
      <PortalRouter>
        <Suspense fallback={<p>Loading the screen</p>}>
          <Routes>
            <Route path="/" element={<Start />} />
            <Route path="/next" element={<Screen name="Next" waitFor={next} />} />
          </Routes>
        </Suspense>
      </PortalRouter>
    </ServicesProvider>,
  );
}

describe('the browser’s router', () => {
  it('paints a bar first for an address not shown yet, then the next screen', async () => {
    const next = heldAnswer();
    renderRouter(next.answer);
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'To the next page' }));
    // The bar first; the address changes once it is painted (issue 52).
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe('/next'));
    // Drawn in a transition: what was there stays, the bar says the next screen is on its way.
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Start' })).toBeVisible();
    expect(screen.queryByText('Loading the screen')).toBeNull();

    await next.release();
    expect(screen.getByRole('heading', { name: 'Next' })).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
  });

  it('draws an address already shown at once, without the bar', async () => {
    const next = heldAnswer();
    // The start is shown first; asked again (its answer gone from the cache) it waits.
    const start: { again?: Promise<void> } = {};
    renderRouter(next.answer, () => start.again);
    await userEvent.click(screen.getByRole('link', { name: 'To the next page' }));
    await waitFor(() => expect(window.location.pathname).toBe('/next'));
    await next.release();
    expect(screen.getByRole('heading', { name: 'Next' })).toBeVisible();

    start.again = new Promise(() => {});
    await userEvent.click(screen.getByRole('link', { name: 'To the start' }));
    // Not a transition, and not waiting for a frame: the address and the loading state change at once.
    expect(window.location.pathname).toBe('/');
    expect(screen.getByText('Loading the screen')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
  });
  it('moves nothing once it is gone: a move it put off till the next paint leaves the address alone', async () => {
    window.history.replaceState(null, '', '/');
    const view = renderRouter(new Promise(() => undefined));
    await userEvent.click(screen.getByRole('link', { name: 'To the next page' }));
    // Gone before the bar was painted, as when the page it drew is put away; the address is another's now.
    view.unmount();
    window.history.replaceState(null, '', '/elsewhere');
    await act(() => afterNextPaint());
    await act(() => afterNextPaint());
    expect(window.location.pathname).toBe('/elsewhere');
  });
});
