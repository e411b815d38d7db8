import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS } from '../support/demo-groups';
import { renderPortal } from '../support/render-portal';
import {
  expireServerSession,
  logInAs,
  logInElsewhere,
  reloadTab,
  openWorldTab,
  type WorldTab,
} from '../support/session-fakes';
import { expectConsole } from '../support/console-expectations';

describe('the member area (/my-necs) and the account page', () => {
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
  });

  const section = async (name: string) => within(await screen.findByRole('region', { name }));

  it('sends a visitor to login and back to the member area afterwards', async () => {
    const { router } = await renderPortal(worldTab, '/my-necs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), DEMO_ACCOUNTS.member.user.mail);
    await user.type(screen.getByLabelText('Password'), DEMO_ACCOUNTS.member.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-necs'));
  });

  it('asks the content system first in a new tab, where the browser is logged in already', async () => {
    await logInElsewhere(worldTab);
    const { router } = await renderPortal(worldTab, '/my-necs');
    expect(await screen.findByText('Welcome, Marta Kowalska.')).toBeInTheDocument();
    // Straight there: the first entry still, no detour through the login screen and back (REPLACE).
    expect(router.state.historyAction).toBe('POP');
  });

  it('learns after a reload that the session ended elsewhere, though the member area fetches no page', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    expireServerSession(worldTab);
    await renderPortal(reloadTab(worldTab), '/my-necs');
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
  });

  it('shows a member their active membership, their working groups and their account', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, '/my-necs');
    expect(await screen.findByRole('heading', { level: 1, name: 'My NECS' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Marta Kowalska.')).toBeInTheDocument();
    const membership = await section('Membership');
    expect(membership.getByText('Active member')).toBeInTheDocument();
    expect(membership.queryByRole('link', { name: 'Join NECS' })).not.toBeInTheDocument();
    const groups = await section('My working groups');
    await groups.findAllByRole('listitem');
    // Television Studies has a topic the member read before and has had comments since (issue 45).
    await waitFor(() =>
      expect(
        groups
          .getAllByRole('listitem')
          .map((item) => [item.textContent, within(item).getByRole('link').getAttribute('href')]),
      ).toEqual([
        ['Film History', '/group/1'],
        ['Television Studies · new comments', '/group/2'],
      ]),
    );
    expect(groups.getByRole('link', { name: 'All working groups' })).toHaveAttribute('href', '/group');
    expect((await section('My account')).getByText('member@example.org')).toBeInTheDocument();
  });

  it('says "new topics" beside a group whose news is only a topic the member never opened', async () => {
    const { accounts, groups } = worldTab.world;
    await accounts.logOut();
    await logInElsewhere(worldTab, DEMO_ACCOUNTS.organizer);
    await groups.postTopic(worldTab.world.accounts.loggedInUid, {
      groupId: DEMO_GROUP_IDS.filmHistory,
      group: 'Film History',
      title: 'Fresh',
      message: '<p>Hi.</p>',
      files: [],
    });
    await accounts.logOut();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, '/my-necs');
    const listed = await section('My working groups');
    await waitFor(() =>
      expect(listed.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Film History · new topics',
        'Television Studies · new comments',
      ]),
    );
  });

  it('marks the groups a member leads', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    await renderPortal(worldTab, '/my-necs');
    const groups = await section('My working groups');
    expect(await groups.findByRole('listitem')).toHaveTextContent('Film History · you lead it');
  });

  it('says so when a member is in no working group, and offers to load again after a failure', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.guest);
    expectConsole('error', 'RemoteSystemError: Network Error');
    worldTab.world.groups.outage.start();
    await renderPortal(worldTab, '/my-necs');
    const groups = await section('My working groups');
    expect(await groups.findByRole('alert')).toHaveTextContent('Your working groups could not be loaded');
    worldTab.world.groups.outage.end();
    await userEvent.setup().click(groups.getByRole('button', { name: 'Try again' }));
    expect(await groups.findByText('You are not in any working group yet.')).toBeInTheDocument();
  });

  it('counts the organizer’s is_member "true" as membership', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    await renderPortal(worldTab, '/my-necs');
    expect((await section('Membership')).getByText('Active member')).toBeInTheDocument();
  });

  it('shows a logged-in non-member what membership gives and the Join link', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.guest);
    await renderPortal(worldTab, '/my-necs');
    const membership = await section('Membership');
    expect(membership.getByText('Not a member')).toBeInTheDocument();
    expect(membership.getByText(/Join working groups/)).toBeInTheDocument();
    expect(membership.getByRole('link', { name: 'Join NECS' })).toHaveAttribute('href', '/join');
    // The proposal system takes members only: the panel says so instead of logging in to it.
    expect((await section('My proposals')).getByText(/open to members of the association/)).toBeVisible();
    expect(worldTab.world.proposals.logins).toEqual([]);
  });

  it('lists name, e-mail, roles and membership on the account page', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    await renderPortal(worldTab, '/user/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Name: 'Luca Bianchi',
      'E-mail': 'organizer@example.org',
      Roles: 'Member, Conference organizer',
      Membership: 'Active member',
    });
  });

  it('sends a visitor from the account page to login', async () => {
    const { router } = await renderPortal(worldTab, '/user/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
  });
});
