import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GenericPage } from '@/ui/app/routes';
import { STILL_LOADING_AFTER_MS } from '@/ui/shared/waiting-times';
import { renderPortal } from '../support/render-portal';
import { openWorldTab, type WorldTab } from '../support/session-fakes';
import { stallCalls } from '../support/stalled-calls';

/** A page answer that never comes: the shell stays usable, the wait is said, and the reader can act on it. */
describe('a page whose answer does not come', () => {
  let worldTab: WorldTab;
  let stalled: ReturnType<typeof stallCalls>;
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const main = () => within(screen.getByRole('main'));

  beforeEach(async () => {
    // The screen's code is there already: what is waited for here is the answer, not the code.
    await GenericPage.preload();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    worldTab = openWorldTab();
    stalled = stallCalls(worldTab.world.site, 'getPage');
  });
  afterEach(() => vi.useRealTimers());

  it('shows header, menu and footer at once, with the loading state inside the main region only', async () => {
    await renderPortal(worldTab, '/about-us');
    expect(await main().findByRole('status')).toHaveTextContent('Loading page…');
    const menu = within(await screen.findByRole('navigation', { name: 'Main' }));
    const news = await menu.findByRole('link', { name: 'News' });
    expect(news).toHaveAttribute('href', '/news');
    // Nothing outside the main region waits, and nothing there is hidden from the reader.
    expect(screen.getByRole('banner')).not.toContainElement(main().getByRole('status'));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.querySelector('[inert], [aria-hidden="true"] a')).toBeNull();
  });

  it('a new navigation aborts the old request and asks for the new page', async () => {
    const { router } = await renderPortal(worldTab, '/about-us');
    await main().findByRole('status');
    expect(stalled.signals[0]?.aborted).toBe(false);
    const menu = within(await screen.findByRole('navigation', { name: 'Main' }));
    await user().click(await menu.findByRole('link', { name: 'News' }));
    // The router navigates in a transition: committed on React's next turn, not inside the click, and the
    // old screen lets go of its request in that commit's effects.
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/news');
      expect(stalled.signals[0]?.aborted).toBe(true);
    });
    expect(stalled.calls.at(-1)?.[0]).toBe('/news');
    expect(stalled.signals.at(-1)?.aborted).toBe(false);
  });

  it('after a few seconds says it is still loading, with Cancel and Try again', async () => {
    await renderPortal(worldTab, '/about-us');
    await main().findByRole('status');
    // Half the wait, as the fake clock also moves with real time (the render's own).
    await wait(STILL_LOADING_AFTER_MS / 2);
    expect(screen.queryByText('Still loading…')).not.toBeInTheDocument();
    await wait(STILL_LOADING_AFTER_MS / 2);
    expect(main().getByRole('status')).toHaveTextContent('Still loading…');
    expect(main().getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    // Try again asks afresh (the first request is let go) and counts the wait from zero.
    await user().click(main().getByRole('button', { name: 'Try again' }));
    expect(stalled.signals).toHaveLength(2);
    expect(stalled.signals[0]?.aborted).toBe(true);
    expect(screen.queryByText('Still loading…')).not.toBeInTheDocument();
    await wait(STILL_LOADING_AFTER_MS);
    expect(screen.getByText('Still loading…')).toBeInTheDocument();
  });

  it('Cancel stops the request without calling it an error; Try again then loads the page', async () => {
    await renderPortal(worldTab, '/about-us');
    await main().findByRole('status');
    await wait(STILL_LOADING_AFTER_MS);
    await user().click(main().getByRole('button', { name: 'Cancel' }));
    expect(stalled.signals[0]?.aborted).toBe(true);
    expect(main().getByRole('status')).toHaveTextContent('Loading cancelled.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    stalled.release();
    await user().click(main().getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  });
});
