import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';
import { expectConsole } from '../support/console-expectations';

describe('the working groups list (/group)', () => {
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
  });

  const list = async () => within(await screen.findByRole('list', { name: 'Working groups' }));
  const titles = async () =>
    (await list()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  const cardOf = async (title: string) =>
    within((await list()).getByRole('link', { name: title }).closest('li') as HTMLElement);

  it('shows the first ten groups by title, a count, a pager and the page title', async () => {
    await renderPortal(worldTab, '/group');
    expect(await screen.findByRole('heading', { level: 1, name: 'Working groups' })).toBeInTheDocument();
    expect(await titles()).toHaveLength(10);
    expect((await titles())[0]).toBe('Animation');
    expect(screen.getByText('13 working groups')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Working group pages' })).toHaveTextContent('Page 1 of 2');
    expect((await list()).getByRole('link', { name: 'Film History' })).toHaveAttribute('href', '/group/1');
    // The head's rules load after the paint.
    await waitFor(() => expect(document.title).toBe('Working groups – NECS'));
  });

  it('sorts as chosen, writing the order into the address and starting at the first page', async () => {
    const { router } = await renderPortal(worldTab, '/group?page=1');
    await screen.findByText('Page 2 of 2');
    await userEvent.setup().selectOptions(screen.getByLabelText('Sort by'), 'Newest first');
    await waitFor(() => expect(router.state.location.search).toBe('?sort_by=created&sort_order=DESC'));
    await waitFor(async () => expect((await titles())[0]).toBe('Gender and Film'));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('reads sort and page from the address', async () => {
    await renderPortal(worldTab, '/group?sort_by=created&sort_order=ASC&page=1');
    await waitFor(async () =>
      expect(await titles()).toEqual(['Film and Philosophy', 'Experimental Film', 'Gender and Film']),
    );
    expect(screen.getByLabelText('Sort by')).toHaveValue('created ASC');
  });

  it('marks the member’s own groups', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, '/group');
    expect((await cardOf('Film History')).getByText('Your group')).toBeInTheDocument();
    expect((await cardOf('Documentary Film')).queryByText('Your group')).not.toBeInTheDocument();
  });

  it('tells a leader which group they lead', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    await renderPortal(worldTab, '/group');
    expect((await cardOf('Film History')).getByText('You lead this group')).toBeInTheDocument();
  });

  it('says so when a page has no groups', async () => {
    await renderPortal(worldTab, '/group?page=7');
    expect(await screen.findByText('No working groups on this page')).toBeInTheDocument();
  });

  it('reports a failed load and loads again on Try again', async () => {
    expectConsole('error', 'RemoteSystemError: Network Error');
    worldTab.world.groups.outage.start();
    await renderPortal(worldTab, '/group');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The working groups could not be loaded');
    worldTab.world.groups.outage.end();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await titles()).toHaveLength(10);
  });

  it('offers editors a shortcut to create a group in the content system, and members none', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.editor);
    await renderPortal(worldTab, '/group');
    expect(await screen.findByRole('link', { name: 'Create group in the content system' })).toHaveAttribute(
      'href',
      '/cms/group/add/workgroup',
    );
  });

  it('shows members no content-system shortcuts', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, '/group');
    await list();
    expect(screen.queryByRole('list', { name: 'Content system' })).not.toBeInTheDocument();
  });
});
