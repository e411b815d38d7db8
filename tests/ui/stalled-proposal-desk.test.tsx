import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STILL_LOADING_AFTER_MS } from '@/ui/shared/waiting-times';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';
import { stallCalls } from '../support/stalled-calls';
import { stalledScreen } from '../support/stalled-screen';
import {
  REACT_UNCACHED_PROMISE,
  tolerateConsole,
  UNCACHED_PROMISE_QUESTION,
} from '../support/console-expectations';

/** The proposal desk's open, stalled: said after a few seconds, with Cancel and Try again as on every screen. */
describe('a proposal desk whose call for proposals does not come', () => {
  let worldTab: WorldTab;
  let stalled: ReturnType<typeof stallCalls>;
  const { user, wait, main } = stalledScreen;

  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    worldTab = openWorldTab();
    await logInAs(worldTab);
    stalled = stallCalls(worldTab.world.eventSettings, 'read');
    await renderPortal(worldTab, '/conference-proposals/paper');
    // The desk's code is loaded and its open is under way: the wait counted from here is the answer's.
    await vi.waitFor(() => expect(stalled.calls).toHaveLength(1), { timeout: 5000 });
    // React may pace the commit of a boundary's next fallback after the render that asked.
    await vi.waitFor(() => expect(main().getByRole('status')).toHaveTextContent('Loading your proposals…'));
  });
  afterEach(() => vi.useRealTimers());

  it('says it is still loading after a few seconds, and Try again asks afresh', async () => {
    expect(screen.queryByText('Still loading…')).not.toBeInTheDocument();
    await wait(STILL_LOADING_AFTER_MS);
    expect(main().getByRole('status')).toHaveTextContent('Still loading…');
    expect(main().getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user().click(main().getByRole('button', { name: 'Try again' }));
    expect(stalled.signals).toHaveLength(2);
    expect(stalled.signals[0]?.aborted).toBe(true);
    expect(stalled.signals[1]?.aborted).toBe(false);
    stalled.release();
    expect(await screen.findByRole('heading', { level: 1, name: /NECS/ })).toBeInTheDocument();
  });

  it('Cancel stops the read without calling it an error; Try again then opens the desk', async () => {
    await wait(STILL_LOADING_AFTER_MS);
    await user().click(main().getByRole('button', { name: 'Cancel' }));
    expect(stalled.signals[0]?.aborted).toBe(true);
    expect(main().getByRole('status')).toHaveTextContent('Loading cancelled.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Cancelled means nothing is asked until the reader says so.
    await wait(STILL_LOADING_AFTER_MS);
    expect(stalled.calls).toHaveLength(1);

    stalled.release();
    await user().click(main().getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /NECS/ })).toBeInTheDocument();
    // The form's fields come with the desk's code, which a busy machine may still be loading.
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toBeInTheDocument();
  });

  it('stops the read when the reader goes elsewhere', async () => {
    tolerateConsole('error', REACT_UNCACHED_PROMISE, UNCACHED_PROMISE_QUESTION);
    const menu = within(await screen.findByRole('navigation', { name: 'Main' }));
    await user().click(await menu.findByRole('link', { name: 'News' }));
    // The page goes once the news screen's code is there.
    await vi.waitFor(() => expect(stalled.signals[0]?.aborted).toBe(true), { timeout: 5000 });
  });
});
