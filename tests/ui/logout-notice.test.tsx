import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteSystem } from '@/application/remote-system-error';
import { LogOut } from '@/application/session/log-out';
import { SyncSession } from '@/application/session/sync-session';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { viewerFor } from '../support/demo-proposals';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';
import {
  REACT_UNCACHED_PROMISE,
  tolerateConsole,
  UNCACHED_PROMISE_QUESTION,
} from '../support/console-expectations';

/** Logging out where the content system cannot be reached: said plainly, with a retry, nothing hidden. */
describe('Logout whose server call fails', () => {
  let worldTab: WorldTab;

  beforeEach(async () => {
    // The news list may still be on its way when Logout changes its key.
    tolerateConsole('error', REACT_UNCACHED_PROMISE, UNCACHED_PROMISE_QUESTION);
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    // The proposal page was opened: there is a proposal token to end too.
    await worldTab.world.proposals.login(viewerFor(DEMO_ACCOUNTS.member));
  });
  const outageOf = (system: RemoteSystem) =>
    ({
      drupal: worldTab.world.accounts,
      sewobe: worldTab.world.membership,
      proposals: worldTab.world.proposals,
    })[system].outage;

  const logOutThroughTheHeader = async () => {
    await renderPortal(worldTab, '/news');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
  };

  it('logs out here anyway, says the session there may still be open, and ends it with Try again', async () => {
    worldTab.world.accounts.outage.start();
    await logOutThroughTheHeader();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Logout not complete');
    expect(alert).toHaveTextContent('the content system could not be reached');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();

    worldTab.world.accounts.outage.end();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Logged out' })).toHaveTextContent(
      'Your session in the content system has ended too.',
    );
    expect(worldTab.world.accounts.loggedInUid).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: /Logout not complete|Logged out/ })).not.toBeInTheDocument();
  });

  it('still says the session ended when the page is drawn again, until the member closes it', async () => {
    worldTab.world.accounts.outage.start();
    await logOutThroughTheHeader();
    await screen.findByRole('alert');
    worldTab.world.accounts.outage.end();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Logged out' });
    // As a move to a screen of another layout draws the layout anew, once Try again has worked.
    cleanup();
    await renderPortal(worldTab, '/');
    expect(await screen.findByRole('region', { name: 'Logged out' })).toHaveTextContent(
      'Your session in the content system has ended too.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    cleanup();
    await renderPortal(worldTab, '/news');
    await screen.findByRole('list', { name: 'News' });
    expect(screen.queryByRole('region', { name: 'Logged out' })).not.toBeInTheDocument();
  });

  it('does not close the news of a retry that ended the session while Try again was being pressed', async () => {
    worldTab.world.accounts.outage.start();
    await logOutThroughTheHeader();
    await screen.findByRole('alert');
    worldTab.world.accounts.outage.end();
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Try again' }) });
    // The retry after a page answer (SyncSession) ends it first.
    await act(() => worldTab.container.get(LogOut).retry());
    await user.pointer({ keys: '[/MouseLeft]' });
    expect(await screen.findByRole('region', { name: 'Logged out' })).toBeInTheDocument();
  });

  it('keeps the notice and the button when the retry fails too', async () => {
    worldTab.world.accounts.outage.start();
    await logOutThroughTheHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('Logout not complete');
  });

  it.each([
    ['sewobe', 'the membership system'],
    ['proposals', 'the proposal system'],
  ] as const)(
    'names %s when its session could not be ended, and ends it with Try again',
    async (system, name) => {
      outageOf(system).start();
      await logOutThroughTheHeader();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        `You are logged out of this portal, but ${name} could not be reached to end your session there.`,
      );
      expect(alert).not.toHaveTextContent('the content system');

      outageOf(system).end();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('region', { name: 'Logged out' })).toHaveTextContent(
        `Your session in ${name} has ended too.`,
      );
    },
  );

  it('names a proposal-system logout that fails, ends the other two sessions, and Try again ends that one alone', async () => {
    const { accounts, membership, proposals } = worldTab.world;
    const membershipSession = membership.currentSession ?? '';
    const proposalToken = proposals.heldToken ?? '';
    // All three sessions open before the Logout: the checks below are not met by sessions never opened.
    expect([
      accounts.loggedInUid,
      membership.isOpen(membershipSession),
      proposals.accepts(proposalToken),
    ]).toEqual([DEMO_ACCOUNTS.member.user.uid, true, true]);
    proposals.outage.start();
    await logOutThroughTheHeader();
    const account = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(await account.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    const notice = await screen.findByRole('region', { name: 'Logout not complete' });
    expect(notice).toHaveTextContent(
      'You are logged out of this portal, but the proposal system could not be reached to end your session there.',
    );
    expect(notice).not.toHaveTextContent('content system');
    // The proposal system's session is still open; the content and membership systems' have ended.
    expect(proposals.accepts(proposalToken)).toBe(true);
    expect(membership.isOpen(membershipSession)).toBe(false);
    expect(accounts.loggedInUid).toBe(0);

    proposals.outage.end();
    const logouts = [
      vi.spyOn(accounts, 'logOut'),
      vi.spyOn(membership, 'logOut'),
      vi.spyOn(proposals, 'logout'),
    ] as const;
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Logged out' })).toHaveTextContent(
      'Your session in the proposal system has ended too.',
    );
    // Only the proposal system's logout was called again, once.
    expect(logouts.map((logout) => logout.mock.calls.length)).toEqual([0, 0, 1]);
    expect(proposals.accepts(proposalToken)).toBe(false);
  });

  it('names every system whose session may still be open, and keeps naming those Try again could not end', async () => {
    for (const system of ['drupal', 'sewobe', 'proposals'] as const) outageOf(system).start();
    await logOutThroughTheHeader();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'the content system, the membership system, and the proposal system could not be reached to end your sessions there',
    );

    outageOf('drupal').end();
    outageOf('sewobe').end();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'but the proposal system could not be reached to end your session there',
      ),
    );

    outageOf('proposals').end();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Logged out' })).toHaveTextContent(
      'Your session in the proposal system has ended too.',
    );
  });

  it('says nothing when the logout went through', async () => {
    await logOutThroughTheHeader();
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.queryByText('Logout not complete')).not.toBeInTheDocument();
  });
});

describe('Logout notice when the retry after the next page answer succeeds', () => {
  it('says the session has ended after all', async () => {
    tolerateConsole('error', REACT_UNCACHED_PROMISE, UNCACHED_PROMISE_QUESTION);
    const worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    worldTab.world.accounts.outage.start();
    await renderPortal(worldTab, '/news');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Logout not complete' });
    worldTab.world.accounts.outage.end();
    await worldTab.container.get(SyncSession).reload();
    expect(await screen.findByRole('heading', { name: 'Logged out' })).toBeVisible();
    expect(screen.getByText('Your session in the content system has ended too.')).toBeVisible();
  });
});
