import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { expectConsole } from '../support/console-expectations';
import { renderPortal } from '../support/render-portal';
import {
  expireServerSession,
  logInAs,
  openWorldTab,
  reloadTab,
  type WorldTab,
} from '../support/session-fakes';

const READING_LIST = `/group_topics/single/${DEMO_TOPIC_NIDS.readingList}`;
const ERROR_WORDS = /could not be loaded|HTTP 40/;

describe('a read refused because the session ended (issue 61)', () => {
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
  });

  /** The member's session ends on the server, and the tab reloads at `address`. */
  async function reloadAfterTheSessionEnded(address: string, { refused }: { refused: boolean }) {
    // React logs the refused read its boundary catches.
    if (refused) expectConsole('error', 'RemoteSystemError: Request failed with status code 403');
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    expireServerSession(worldTab);
    await renderPortal(reloadTab(worldTab), address);
  }

  /** Every read has answered: nothing on the screen is loading any more (a busy run may take seconds). */
  const settled = () =>
    waitFor(() => expect(screen.queryByText(/Loading|Still loading/)).not.toBeInTheDocument(), {
      timeout: 5_000,
    });

  it('reads as the session ended after a reload of a topic, with the way to log in again', async () => {
    await reloadAfterTheSessionEnded(READING_LIST, { refused: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in again to see this' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your session has ended, and this is shown to logged-in members only.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/user/login');
    expect(screen.queryByText(ERROR_WORDS)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your session has ended' })).toBeInTheDocument();
  });

  it('reads as the session ended on a working group’s page after a reload, not as an error', async () => {
    await reloadAfterTheSessionEnded('/group/1', { refused: true });
    expect(await screen.findByRole('heading', { name: 'Log in again to see this' })).toBeInTheDocument();
    await settled();
    expect(screen.queryByText(ERROR_WORDS)).not.toBeInTheDocument();
  });

  // Whether the member area is drawn before the tab learns the session ended varies; either way nothing in it
  // may load for ever (the proposals did, opened for no one) or read as an error.
  it('shows no error in the member area after a reload, only that the session ended', async () => {
    await reloadAfterTheSessionEnded('/my-necs', { refused: false });
    expect(await screen.findByRole('region', { name: 'Your session has ended' })).toBeInTheDocument();
    await settled();
    expect(screen.queryByText(ERROR_WORDS)).not.toBeInTheDocument();
  });

  it('reads the topic once the member has logged in again in place', async () => {
    await reloadAfterTheSessionEnded(READING_LIST, { refused: true });
    // The refused read first: the notice may come before it, and a login typed in that gap lets the read succeed.
    await screen.findByRole('heading', { level: 1, name: 'Log in again to see this' });
    const user = userEvent.setup();
    const notice = await screen.findByRole('region', { name: 'Your session has ended' });
    await user.click(within(notice).getByRole('button', { name: 'Log in again' }));
    await user.type(await within(notice).findByLabelText('E-mail'), DEMO_ACCOUNTS.member.user.mail);
    await user.type(within(notice).getByLabelText('Password'), DEMO_ACCOUNTS.member.password);
    await user.click(within(notice).getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reading list for the autumn seminar' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Log in again to see this')).not.toBeInTheDocument();
  });
});
