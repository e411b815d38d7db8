import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionExpiry } from '@/application/session/session-expiry';
import { SessionStore } from '@/application/session/session-store';
import { CurrentNodeProvider } from '@/ui/shared/current-node';
import { SiteHeader } from '@/ui/layout/site-header';
import { RequireLogin } from '@/ui/shared/require-login';
import { SessionStatus } from '@/ui/session/session-status';
import { RECHECK_AFTER_HIDDEN_MS } from '@/ui/session/use-session-keep-alive';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { renderPortal, renderView } from '../support/render-portal';
import { expireServerSession, logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';
import {
  REACT_UNCACHED_PROMISE,
  tolerateConsole,
  UNCACHED_PROMISE_QUESTION,
} from '../support/console-expectations';

describe('when the session ends while a member is on a page', () => {
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  const accountNav = () => within(screen.getByRole('navigation', { name: 'Account' }));

  it('the next page answer (user 0) takes the member out of the header and says so', async () => {
    // The screen's queries may still be on their way when the ended session changes their keys.
    tolerateConsole('error', REACT_UNCACHED_PROMISE, UNCACHED_PROMISE_QUESTION);
    await renderPortal(worldTab, '/about-us');
    expect(await screen.findByRole('link', { name: 'My NECS' })).toBeInTheDocument();
    expireServerSession(worldTab);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'News' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended');
    expect(accountNav().getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(accountNav().queryByRole('link', { name: 'My NECS' })).not.toBeInTheDocument();
  });

  /** A members-only screen with a text field, as a proposal or topic form would be. */
  async function renderDraftScreen() {
    await renderView(
      worldTab,
      <CurrentNodeProvider>
        <SiteHeader socialLinks={[]} />
        <SessionStatus />
        <RequireLogin>
          <label>
            Draft <textarea />
          </label>
        </RequireLogin>
      </CurrentNodeProvider>,
      '/proposals',
    );
  }

  /** A call is refused (401/403) and the check finds the server has forgotten the session. */
  async function endSessionWhileTyping() {
    expireServerSession(worldTab);
    await act(() => worldTab.container.get(SessionExpiry).verify());
  }

  it('offers to log in again in place, and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderDraftScreen();
    await user.type(screen.getByLabelText('Draft'), 'Half a proposal');
    await endSessionWhileTyping();

    const notice = screen.getByRole('region', { name: 'Your session has ended' });
    await user.click(within(notice).getByRole('button', { name: 'Log in again' }));
    // The form opens with the focus in its first field, which asks for the login's code (useLogInOnDemand).
    await waitFor(() => expect(within(notice).getByLabelText('E-mail')).toHaveFocus());
    await user.type(within(notice).getByLabelText('E-mail'), DEMO_ACCOUNTS.member.user.mail);
    await user.type(within(notice).getByLabelText('Password'), DEMO_ACCOUNTS.member.password);
    await user.click(within(notice).getByRole('button', { name: 'Login' }));

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your session has ended' })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Draft')).toHaveValue('Half a proposal');
    expect(screen.getByLabelText('Draft')).toBeVisible();
    expect(screen.getByLabelText('Draft')).toHaveFocus();
    expect(accountNav().getByRole('link', { name: 'My NECS' })).toBeInTheDocument();
  });

  it('says in the screen’s place that it is for logged-in members, not an empty page, until the login', async () => {
    const user = userEvent.setup();
    await renderDraftScreen();
    await user.type(screen.getByLabelText('Draft'), 'Half a proposal');
    await endSessionWhileTyping();

    // The screen is kept, hidden; its place reads as the session's end, with the one main heading.
    const inPlace = await screen.findByRole('heading', { level: 1, name: 'Log in again to see this' });
    expect(inPlace.parentElement).toHaveTextContent('shown to logged-in members only');
    expect(screen.queryByLabelText('Draft')).not.toBeVisible();

    const notice = screen.getByRole('region', { name: 'Your session has ended' });
    await user.click(within(notice).getByRole('button', { name: 'Log in again' }));
    await user.type(await within(notice).findByLabelText('E-mail'), DEMO_ACCOUNTS.member.user.mail);
    await user.type(within(notice).getByLabelText('Password'), DEMO_ACCOUNTS.member.password);
    await user.click(within(notice).getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(screen.getByLabelText('Draft')).toBeVisible());
    expect(screen.queryByRole('heading', { name: 'Log in again to see this' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Draft')).toHaveValue('Half a proposal');
  });

  it('shows a refused re-login inside the notice', async () => {
    const user = userEvent.setup();
    await renderDraftScreen();
    await endSessionWhileTyping();
    const notice = screen.getByRole('region', { name: 'Your session has ended' });
    await user.click(within(notice).getByRole('button', { name: 'Log in again' }));
    await user.type(await within(notice).findByLabelText('E-mail'), DEMO_ACCOUNTS.member.user.mail);
    await user.type(within(notice).getByLabelText('Password'), 'wrong');
    await user.click(within(notice).getByRole('button', { name: 'Login' }));
    expect(await within(notice).findByText('Sorry, unrecognized username or password.')).toBeInTheDocument();
  });

  describe('a tab shown again after a while', () => {
    const show = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };
    afterEach(() => Reflect.deleteProperty(document, 'visibilityState'));

    it('asks at once whether the session holds: on the member area, its end is said there, on the screen kept', async () => {
      const { router } = await renderPortal(worldTab, '/my-necs');
      expect(await screen.findByText('Welcome, Marta Kowalska.')).toBeInTheDocument();
      expireServerSession(worldTab);
      show('hidden');
      const later = Date.now() + RECHECK_AFTER_HIDDEN_MS + 60_000;
      vi.spyOn(Date, 'now').mockImplementation(() => later);
      show('visible');
      expect(await screen.findByRole('region', { name: 'Your session has ended' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/my-necs');
      expect(screen.getByText('Welcome, Marta Kowalska.')).toBeInTheDocument();
    });
  });

  it('lets the member carry on as a visitor', async () => {
    await renderDraftScreen();
    await endSessionWhileTyping();
    await userEvent.click(screen.getByRole('button', { name: 'Continue without logging in' }));
    expect(screen.queryByRole('region', { name: 'Your session has ended' })).not.toBeInTheDocument();
    expect(worldTab.container.get(SessionStore).snapshot().expired).toBe(false);
  });
});
