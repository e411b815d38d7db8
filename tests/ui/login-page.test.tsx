import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LogIn } from '@/application/session/log-in';
import { LogInLoader } from '@/application/session/log-in-loader';
import { fail } from '@/domain/shared/result';
import { DRUPAL_ACCOUNT_MESSAGES } from '@/infrastructure/drupal/drupal-account-messages';
import { expectConsole } from '../support/console-expectations';
import { DEMO_ACCOUNTS, type DemoAccount } from '../support/demo-accounts';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

describe('LoginPage', () => {
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
  });

  async function submit(mail: string, password: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), mail);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }
  const submitAs = (demo: DemoAccount) => submit(demo.user.mail, demo.password);

  it.each(['/user/login', '/user/first-login'])('%s shows the login screen', async (path) => {
    await renderPortal(worldTab, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('logs a member in and goes to the member area', async () => {
    const { router } = await renderPortal(worldTab, '/user/login');
    await submitAs(DEMO_ACCOUNTS.member);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-necs'));
    expect(await screen.findByText('Welcome, Marta Kowalska.')).toBeInTheDocument();
  });

  it('goes back to the page the member came from', async () => {
    const { router } = await renderPortal(worldTab, '/about-us');
    await userEvent.click(await screen.findByRole('link', { name: 'Login' }));
    await submitAs(DEMO_ACCOUNTS.member);
    await waitFor(() => expect(router.state.location.pathname).toBe('/about-us'));
  });

  it.each([
    ['a wrong password', DEMO_ACCOUNTS.member.user.mail, 'wrong', DRUPAL_ACCOUNT_MESSAGES.unrecognized],
    ['an unknown e-mail', 'nobody@example.org', 'member-pass', DRUPAL_ACCOUNT_MESSAGES.unrecognized],
    [
      'a locked membership',
      DEMO_ACCOUNTS.locked.user.mail,
      DEMO_ACCOUNTS.locked.password,
      'Your membership account is locked. Please contact the office. (code -5)',
    ],
  ])(
    'shows %s, keeps what was typed and leaves the visitor logged out',
    async (_case, mail, password, message) => {
      await renderPortal(worldTab, '/user/login');
      await submit(mail, password);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText('E-mail')).toHaveValue(mail);
      const account = within(screen.getByRole('navigation', { name: 'Account' }));
      expect(account.getByRole('link', { name: 'Login' })).toBeInTheDocument();
      expect(account.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    },
  );

  it('shows flood control’s answer as it comes', async () => {
    vi.spyOn(worldTab.world.accounts, 'logIn').mockResolvedValue(
      fail({ kind: 'rejected', message: DRUPAL_ACCOUNT_MESSAGES.flooded }),
    );
    await renderPortal(worldTab, '/user/login');
    await submitAs(DEMO_ACCOUNTS.member);
    expect(await screen.findByRole('alert')).toHaveTextContent(DRUPAL_ACCOUNT_MESSAGES.flooded);
  });

  it('says when the login service cannot be reached', async () => {
    worldTab.world.accounts.outage.start();
    await renderPortal(worldTab, '/user/login');
    await submitAs(DEMO_ACCOUNTS.member);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be reached \(Network Error\)/);
  });

  it('sends someone already logged in on to the member area', async () => {
    await logInAs(worldTab);
    const { router } = await renderPortal(worldTab, '/user/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-necs'));
  });

  it('draws the form at once and asks for the login’s code only once a field takes the focus', async () => {
    const load = vi.spyOn(worldTab.container.get(LogInLoader), 'load');
    await renderPortal(worldTab, '/user/login');
    const mail = await screen.findByLabelText('E-mail');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(mail);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers a reload when the login’s code does not arrive', async () => {
    vi.spyOn(worldTab.container.get(LogInLoader), 'load').mockRejectedValue(new Error('Failed to fetch'));
    // React reports the error the boundary catches.
    expectConsole('error', 'LazyPartError');
    await renderPortal(worldTab, '/user/login');
    await submitAs(DEMO_ACCOUNTS.member);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('disables the button while the login runs', async () => {
    let release = () => undefined as void;
    const logIn = worldTab.container.get(LogIn);
    vi.spyOn(logIn, 'execute').mockImplementation(
      () => new Promise((resolve) => (release = () => resolve(fail({ kind: 'rejected', message: null })))),
    );
    await renderPortal(worldTab, '/user/login');
    await submitAs(DEMO_ACCOUNTS.member);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('login failed');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
