import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';
import { expectConsole } from '../support/console-expectations';
import { RemoteSystemError } from '@/application/remote-system-error';

/** Another member's comment on "Reading group sessions" (906), its first batch's third. */
const SESSIONS_COMMENT = 25;
const SESSIONS = `/group_topics/single/${DEMO_TOPIC_NIDS.readingGroupSessions}`;
const COMMENT_LINK = `/comment/${SESSIONS_COMMENT}`;

/** `/comment/{cid}`, a stock Drupal's comment permalink, as each reader meets it (issue 51). */
describe('a comment’s link from the content system', () => {
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
  });

  it('opens the comment’s topic at the comment, in place of the link’s address', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    const { router } = await renderPortal(worldTab, COMMENT_LINK);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reading group sessions, spring term' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.hash).toBe(
      `${SESSIONS}#comment-${SESSIONS_COMMENT}`,
    );
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(document.getElementById(`comment-${SESSIONS_COMMENT}`)).toHaveFocus());
  });

  it.each([
    ['a comment that does not exist', '/comment/999999'],
    ['an address that names no comment', '/comment/x'],
  ])('says in words that there is no such comment: %s', async (_, path) => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    const { router } = await renderPortal(worldTab, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comment not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no comment at this address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Working groups' })).toHaveAttribute('href', '/group');
    expect(router.state.location.pathname).toBe(path);
    await waitFor(() => expect(document.title).toBe('Comment not found – NECS'));
  });

  it('says the same of a comment the content system will not show the reader', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    const { groups } = worldTab.world;
    groups.getCommentPlace = () => Promise.reject(new RemoteSystemError('drupal', 403));
    await renderPortal(worldTab, COMMENT_LINK);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comment not found' })).toBeInTheDocument();
  });

  it('reports a content system that failed and opens the comment on Try again', async () => {
    expectConsole('error', 'RemoteSystemError: Network Error');
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    worldTab.world.groups.outage.start();
    await renderPortal(worldTab, COMMENT_LINK);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This comment could not be opened');
    worldTab.world.groups.outage.end();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reading group sessions, spring term' }),
    ).toBeInTheDocument();
  });

  it('asks a visitor to log in, asking nothing of the content system, and brings them to the comment', async () => {
    const asked: number[] = [];
    const { groups } = worldTab.world;
    const read = groups.getCommentPlace.bind(groups);
    groups.getCommentPlace = (cid) => (asked.push(cid), read(cid));
    await renderPortal(worldTab, COMMENT_LINK);
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText(/to read the discussions\./)).toBeInTheDocument();
    expect(asked).toEqual([]);
    const user = userEvent.setup();
    await user.click(main.getByRole('link', { name: 'Log in' }));
    await user.type(await screen.findByLabelText('E-mail'), DEMO_ACCOUNTS.member.user.mail);
    await user.type(screen.getByLabelText('Password'), DEMO_ACCOUNTS.member.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reading group sessions, spring term' }),
    ).toBeInTheDocument();
    expect(asked).toEqual([SESSIONS_COMMENT]);
  });

  it('tells a logged-in non-member that the discussions are for members of the association', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.guest);
    await renderPortal(worldTab, COMMENT_LINK);
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText(/open to members of the association/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/join');
  });
});
